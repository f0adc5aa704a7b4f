import { useSelector } from "@xstate/react";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Cents } from "../../domain/money.ts";
import { SALE_UNITS, type SaleUnitName, saleUnitLabel } from "../../domain/products.ts";
import {
  type InvoiceLineValues,
  type LineProductDraft,
  lineProductBody,
  lineProductIssues,
  productDraftOfLine,
} from "../../machines/invoice-form-values.ts";
import type { ProductDetail } from "../../schemas/stock-products.ts";
import { createProduct } from "../../services/api/stock-products.ts";
import { failureText, fieldMessage, onlyFields } from "../components/form/api-failure.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { MoneyField } from "../components/form/money-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { ModalForm } from "../components/modal-form/modal-form.tsx";
import { useSaveActor } from "../shared/use-save-actor.ts";

export type LineProductDialogProps = {
  readonly line: InvoiceLineValues;
  /** The invoice's unit: the product gets its price, cost and stock control there. */
  readonly companyId: number;
  readonly supplierId: number | null;
  /** The product was created: the caller links the line to it and closes the dialog. */
  readonly onCreated: (product: ProductDetail) => void;
  /** Closed without creating: nothing changed. */
  readonly onHide: () => void;
};

/** Fields the dialog shows; a 422 on any other (configs…) shows as the dialog's general message. */
const FIELDS = ["full_description", "sku", "ean", "ncm", "sale_unit", "cost", "price"] as const;

/**
 * An NF-e line without a product: creates the product in place (POST /api/v1/products) prefilled from the line —
 * description, SKU (the supplier's code), EAN when valid, NCM, sale unit and cost — with the sale price the user
 * types; the server's 422 messages show under their fields.
 */
export function LineProductDialog({ line, companyId, supplierId, onCreated, onHide }: LineProductDialogProps) {
  const { t, i18n } = useTranslation(["invoices", "form", "common"]);
  const [draft, setDraft] = useState<LineProductDraft>(() => productDraftOfLine(line));
  const [touched, setTouched] = useState(false);
  const save = useSaveActor(
    (body: ReturnType<typeof lineProductBody>) => createProduct(body),
    (product: ProductDetail) => onCreated(product),
  );
  const busy = useSelector(save, (s) => s.hasTag("busy"));
  const failure = useSelector(save, (s) => (s.hasTag("failed") ? s.context.failure : null));
  const missing = lineProductIssues(draft);
  const shown = (field: (typeof FIELDS)[number]) =>
    touched && (missing as ReadonlyArray<string>).includes(field) ? t("form:required") : fieldMessage(failure, field);
  const general =
    failure && !onlyFields(failure, [...FIELDS]) ? failureText(t, failure, "invoices:create-product.failed") : null;
  const change =
    <K extends keyof LineProductDraft>(key: K) =>
    (value: LineProductDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  return (
    <ModalForm
      visible
      header={t("create-product.title", { description: line.description })}
      onHide={onHide}
      onSubmit={() => {
        setTouched(true);
        if (missing.length > 0) return;
        save.send({ type: "submit", request: lineProductBody(draft, companyId, supplierId) });
      }}
      hasErrors={touched && missing.length > 0}
      busy={busy}
      submitLabel={t("create-product.submit")}
      className="invoice-dialog"
    >
      <TextField
        id="line-product-description"
        label={t("create-product.description")}
        value={draft.full_description}
        onChange={change("full_description")}
        maxLength={200}
        required
        error={shown("full_description")}
      />
      <div className="invoice-dialog__row">
        <TextField
          id="line-product-sku"
          label={t("create-product.sku")}
          value={draft.sku}
          onChange={change("sku")}
          maxLength={60}
          required
          error={shown("sku")}
        />
        <TextField
          id="line-product-ean"
          label={t("create-product.ean")}
          value={draft.ean}
          onChange={change("ean")}
          inputMode="numeric"
          maxLength={14}
          error={shown("ean")}
        />
      </div>
      <div className="invoice-dialog__row">
        <TextField
          id="line-product-ncm"
          label={t("create-product.ncm")}
          value={draft.ncm}
          onChange={change("ncm")}
          inputMode="numeric"
          maxLength={10}
          error={shown("ncm")}
        />
        <DropdownField<SaleUnitName>
          id="line-product-unit"
          label={t("create-product.unit")}
          value={draft.sale_unit}
          options={SALE_UNITS.map((unit) => ({ value: unit.name, label: saleUnitLabel(unit.name, i18n.language) }))}
          onChange={(value) => value && change("sale_unit")(value)}
          error={shown("sale_unit")}
        />
      </div>
      <div className="invoice-dialog__row">
        <MoneyField
          id="line-product-cost"
          label={t("create-product.cost")}
          value={draft.cost}
          onChange={(value: Cents | null) => change("cost")(value)}
          error={shown("cost")}
        />
        <MoneyField
          id="line-product-price"
          label={t("create-product.price")}
          value={draft.price}
          onChange={(value: Cents | null) => change("price")(value)}
          required
          error={shown("price")}
        />
      </div>
      {general ? <Message severity="error" role="alert" text={general} className="w-full" /> : null}
    </ModalForm>
  );
}
