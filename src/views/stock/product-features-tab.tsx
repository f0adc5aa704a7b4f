import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { MoneyField } from "../components/form/money-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import type { ProductTabProps } from "./product-tab-props.ts";

/** The caracteristicas tab: attributes (name and value), variation axes and the grid of variations. */
export function ProductFeaturesTab({ values, edit, message }: ProductTabProps) {
  const { t } = useTranslation("products");
  return (
    <div className="product-rows">
      <h3>{t("form.attributes")}</h3>
      {values.attributes.map((attribute, index) => (
        <div key={attribute.key} className="product-row">
          <TextField
            id={`product-attribute-${index}-name`}
            label={t("form.attribute-name")}
            value={attribute.name}
            onChange={(name) => edit({ type: "attribute.change", index, change: { name } })}
            maxLength={60}
            error={message(`attributes.${index}.name`)}
          />
          <TextField
            id={`product-attribute-${index}-value`}
            label={t("form.attribute-value")}
            value={attribute.value}
            onChange={(value) => edit({ type: "attribute.change", index, change: { value } })}
            maxLength={120}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            aria-label={`${t("form.remove")} ${t("form.attribute-name")} ${index + 1}`}
            onClick={() => edit({ type: "attribute.remove", index })}
          />
        </div>
      ))}
      <div>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t("form.add-attribute")}
          outlined
          onClick={() => edit({ type: "attribute.add" })}
        />
      </div>
      <h3>{t("form.axes")}</h3>
      {values.variation_axes.map((axis, index) => (
        <div key={axis.key} className="product-row">
          <TextField
            id={`product-axis-${index}-name`}
            label={t("form.axis-name")}
            value={axis.name}
            onChange={(name) => edit({ type: "axis.change", index, change: { name } })}
            maxLength={40}
            error={message(`variation_axes.${index}.name`)}
          />
          <TextField
            id={`product-axis-${index}-values`}
            label={t("form.axis-values")}
            value={axis.values}
            onChange={(text) => edit({ type: "axis.change", index, change: { values: text } })}
            maxLength={600}
            error={message(`variation_axes.${index}.values`)}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            aria-label={`${t("form.remove")} ${t("form.axis-name")} ${index + 1}`}
            onClick={() => edit({ type: "axis.remove", index })}
          />
        </div>
      ))}
      <div className="product-check">
        <Button
          type="button"
          icon="pi pi-plus"
          label={t("form.add-axis")}
          outlined
          onClick={() => edit({ type: "axis.add" })}
        />
        <Button
          type="button"
          icon="pi pi-th-large"
          label={t("form.generate")}
          disabled={values.variation_axes.length === 0}
          onClick={() => edit({ type: "variations.generate" })}
        />
      </div>
      {message("variations") ? <small className="p-error">{message("variations")}</small> : null}
      {values.variations.length === 0 ? <p>{t("form.no-variations")}</p> : null}
      {values.variations.map((variation, index) => {
        const name = Object.values(variation.values).join(" / ");
        return (
          <div key={variation.key} className="product-row">
            <strong>{name}</strong>
            <TextField
              id={`product-variation-${index}-sku`}
              label={`${t("form.sku")} ${name}`}
              value={variation.sku}
              onChange={(sku) => edit({ type: "variation.change", index, change: { sku } })}
              maxLength={60}
              error={message(`variations.${index}.sku`)}
            />
            <TextField
              id={`product-variation-${index}-ean`}
              label={`${t("form.ean")} ${name}`}
              value={variation.ean}
              onChange={(ean) => edit({ type: "variation.change", index, change: { ean: ean.replace(/\D/g, "") } })}
              maxLength={14}
              inputMode="numeric"
              error={message(`variations.${index}.ean`)}
            />
            <MoneyField
              id={`product-variation-${index}-price`}
              label={`${t("form.variation-price")} ${name}`}
              value={variation.price}
              onChange={(price) => edit({ type: "variation.change", index, change: { price } })}
              error={message(`variations.${index}.price`)}
            />
            <Button
              type="button"
              icon="pi pi-trash"
              text
              aria-label={`${t("form.remove")} ${name}`}
              onClick={() => edit({ type: "variation.remove", index })}
            />
          </div>
        );
      })}
    </div>
  );
}
