import { Checkbox } from "primereact/checkbox";
import { RadioButton } from "primereact/radiobutton";
import { useTranslation } from "react-i18next";
import { PRODUCT_KINDS, SALE_UNITS, saleUnitLabel } from "../../domain/products.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { MoneyField } from "../components/form/money-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import type { ProductTabProps } from "./product-tab-props.ts";
import type { ProductId } from "../../schemas/ids.ts";
import { ProductPhotos } from "./product-photos.tsx";

/** The geral tab: description, SKU, EAN, sale unit, product or service, active, NCM, CEST, origin, cost and price. */
export function ProductGeneralTab({ values, edit, message, configuration, productId }: ProductTabProps) {
  const { t, i18n } = useTranslation("products");
  const change = (change: Parameters<typeof edit>[0] & { type: "change" }) => edit(change);
  const set = (fields: Partial<typeof values>) => change({ type: "change", change: fields });
  const origins = (configuration?.productsOrigins ?? []).map((o) => ({ value: o.id, label: o.name }));
  const units = SALE_UNITS.map((unit) => ({
    value: unit.name as string,
    label: saleUnitLabel(unit.name, i18n.language),
  }));
  return (
    <div className="record-form-grid">
      <TextField
        id="product-description"
        label={t("form.description")}
        value={values.full_description}
        onChange={(full_description) => set({ full_description })}
        maxLength={200}
        required
        error={message("full_description")}
        className="record-form-grid__wide"
      />
      <TextField
        id="product-sku"
        label={t("form.sku")}
        value={values.sku}
        onChange={(sku) => set({ sku })}
        maxLength={60}
        required
        error={message("sku")}
      />
      <TextField
        id="product-ean"
        label={t("form.ean")}
        value={values.ean}
        onChange={(ean) => set({ ean: ean.replace(/\D/g, "") })}
        maxLength={14}
        inputMode="numeric"
        error={message("ean")}
      />
      <DropdownField
        id="product-sale-unit"
        label={t("form.sale-unit")}
        value={values.sale_unit}
        options={units}
        onChange={(sale_unit) => set({ sale_unit: sale_unit ?? "UN" })}
        error={message("sale_unit")}
      />
      <fieldset className="product-kind">
        <legend>{t("form.kind")}</legend>
        {PRODUCT_KINDS.map((kind) => (
          <span key={kind} className="product-check">
            <RadioButton
              inputId={`product-kind-${kind}`}
              name="product-kind"
              value={kind}
              checked={values.kind === kind}
              onChange={() => set({ kind })}
            />
            <label htmlFor={`product-kind-${kind}`}>{t(`kinds.${kind}`)}</label>
          </span>
        ))}
      </fieldset>
      <TextField
        id="product-ncm"
        label={t("form.ncm")}
        value={values.ncm}
        onChange={(ncm) => set({ ncm })}
        maxLength={10}
        inputMode="numeric"
        error={message("ncm")}
      />
      <TextField
        id="product-cest"
        label={t("form.cest")}
        value={values.cest}
        onChange={(cest) => set({ cest })}
        maxLength={9}
        inputMode="numeric"
        error={message("cest")}
      />
      <DropdownField
        id="product-origin"
        label={t("form.origin")}
        value={values.origin}
        options={origins}
        onChange={(origin) => set({ origin: origin ?? 0 })}
        error={message("origin")}
        className="record-form-grid__double"
      />
      <MoneyField
        id="product-cost"
        label={t("form.cost")}
        value={values.cost}
        onChange={(cost) => set({ cost })}
        error={message("cost")}
      />
      <MoneyField
        id="product-price"
        label={t("form.price")}
        value={values.price}
        onChange={(price) => set({ price })}
        error={message("price")}
      />
      <div className="product-check record-form-grid__wide">
        <Checkbox
          inputId="product-active"
          checked={values.status}
          onChange={(event) => set({ status: Boolean(event.checked) })}
        />
        <label htmlFor="product-active">{t("form.active")}</label>
      </div>
      {/* Photos are saved on their own, so a product takes them once it exists. */}
      {productId === null ? (
        <p className="product-photos-later">{t("form.photos-after-save")}</p>
      ) : (
        <ProductPhotos productId={productId as ProductId} />
      )}
    </div>
  );
}
