import { Button } from "primereact/button";
import { InputNumber } from "primereact/inputnumber";
import { useTranslation } from "react-i18next";
import { MoneyField } from "../components/form/money-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { ProductPicker } from "./product-picker.tsx";
import type { ProductTabProps } from "./product-tab-props.ts";

// The tabs that point at other products: adicionais (extras at an extra price), composicao (components consumed
// per unit sold) and combo-personalizado (choice groups with min and max and options at an extra price).

function AddButton({ label, onClick }: { readonly label: string; readonly onClick: () => void }) {
  return (
    <div>
      <Button type="button" icon="pi pi-plus" label={label} outlined onClick={onClick} />
    </div>
  );
}

function RemoveButton({ label, onClick }: { readonly label: string; readonly onClick: () => void }) {
  return <Button type="button" icon="pi pi-trash" text aria-label={label} onClick={onClick} />;
}

/** adicionais: other products offered with this one, each at its extra price. */
export function ProductExtrasTab({ values, edit, message, productId }: ProductTabProps) {
  const { t } = useTranslation("products");
  return (
    <div className="product-rows">
      {values.extras.map((extra, index) => (
        <div key={extra.key} className="product-row">
          <ProductPicker
            id={`product-extra-${index}-product`}
            label={`${t("form.extra-product")} ${index + 1}`}
            value={extra}
            exclude={productId}
            onChange={(picked) => edit({ type: "extra.change", index, change: picked })}
            error={message(`extras.${index}.product_id`)}
          />
          <MoneyField
            id={`product-extra-${index}-price`}
            label={t("form.extra-price")}
            value={extra.price}
            onChange={(price) => edit({ type: "extra.change", index, change: { price } })}
            error={message(`extras.${index}.price`)}
          />
          <RemoveButton
            label={`${t("form.remove")} ${t("form.extra-product")} ${index + 1}`}
            onClick={() => edit({ type: "extra.remove", index })}
          />
        </div>
      ))}
      <AddButton label={t("form.add-extra")} onClick={() => edit({ type: "extra.add" })} />
    </div>
  );
}

/** composicao: the components taken out of stock for each unit sold (a kit or a recipe). */
export function ProductCompositionTab({ values, edit, message, productId }: ProductTabProps) {
  const { t } = useTranslation("products");
  return (
    <div className="product-rows">
      {message("components") ? <small className="p-error">{message("components")}</small> : null}
      {values.components.map((component, index) => (
        <div key={component.key} className="product-row">
          <ProductPicker
            id={`product-component-${index}-product`}
            label={`${t("form.component-product")} ${index + 1}`}
            value={component}
            exclude={productId}
            onChange={(picked) => edit({ type: "component.change", index, change: picked })}
            error={message(`components.${index}.product_id`)}
          />
          <TextField
            id={`product-component-${index}-quantity`}
            label={t("form.component-quantity")}
            value={component.quantity}
            onChange={(quantity) => edit({ type: "component.change", index, change: { quantity } })}
            maxLength={12}
            inputMode="numeric"
            error={message(`components.${index}.quantity`)}
          />
          <RemoveButton
            label={`${t("form.remove")} ${t("form.component-product")} ${index + 1}`}
            onClick={() => edit({ type: "component.remove", index })}
          />
        </div>
      ))}
      <AddButton label={t("form.add-component")} onClick={() => edit({ type: "component.add" })} />
    </div>
  );
}

function ChoicesField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly error: string | null;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <InputNumber
        inputId={id}
        value={value}
        min={0}
        max={50}
        useGrouping={false}
        invalid={Boolean(error)}
        onValueChange={(event) => onChange(event.value ?? 0)}
      />
      {error ? <small className="p-error block">{error}</small> : null}
    </div>
  );
}

/** combo-personalizado: groups the customer chooses from, between min and max options each. */
export function ProductComboTab({ values, edit, message, productId }: ProductTabProps) {
  const { t } = useTranslation("products");
  return (
    <div className="product-rows">
      {values.combo_groups.map((group, index) => (
        <div key={group.key} className="product-group">
          <div className="product-row">
            <TextField
              id={`product-group-${index}-name`}
              label={t("form.group-name")}
              value={group.name}
              onChange={(name) => edit({ type: "group.change", index, change: { name } })}
              maxLength={80}
              error={message(`combo_groups.${index}.name`)}
            />
            <ChoicesField
              id={`product-group-${index}-min`}
              label={t("form.min-choices")}
              value={group.min_choices}
              onChange={(min_choices) => edit({ type: "group.change", index, change: { min_choices } })}
              error={message(`combo_groups.${index}.min_choices`)}
            />
            <ChoicesField
              id={`product-group-${index}-max`}
              label={t("form.max-choices")}
              value={group.max_choices}
              onChange={(max_choices) => edit({ type: "group.change", index, change: { max_choices } })}
              error={message(`combo_groups.${index}.max_choices`)}
            />
            <RemoveButton
              label={`${t("form.remove")} ${group.name || t("form.group-name")}`}
              onClick={() => edit({ type: "group.remove", index })}
            />
          </div>
          {group.options.map((option, optionIndex) => (
            <div key={option.key} className="product-row">
              <ProductPicker
                id={`product-group-${index}-option-${optionIndex}-product`}
                label={`${t("form.option-product")} ${optionIndex + 1}`}
                value={option}
                exclude={productId}
                onChange={(picked) => edit({ type: "option.change", group: index, index: optionIndex, change: picked })}
                error={message(`combo_groups.${index}.options.${optionIndex}.product_id`)}
              />
              <MoneyField
                id={`product-group-${index}-option-${optionIndex}-price`}
                label={t("form.option-price")}
                value={option.extra_price}
                onChange={(extra_price) =>
                  edit({ type: "option.change", group: index, index: optionIndex, change: { extra_price } })
                }
              />
              <RemoveButton
                label={`${t("form.remove")} ${t("form.option-product")} ${optionIndex + 1}`}
                onClick={() => edit({ type: "option.remove", group: index, index: optionIndex })}
              />
            </div>
          ))}
          <AddButton label={t("form.add-option")} onClick={() => edit({ type: "option.add", group: index })} />
        </div>
      ))}
      <AddButton label={t("form.add-group")} onClick={() => edit({ type: "group.add" })} />
    </div>
  );
}
