import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useTranslation } from "react-i18next";
import { formatDocumentId } from "../../../domain/documents.ts";
import { SHIPPING_CHARGED_TO_CUSTOMER, DEFAULT_SHIPPING_METHOD, SHIPPING_METHODS } from "../../../domain/sale.ts";
import type { DraftTotals } from "../../../machines/sale-draft-rules.ts";
import type { SaleRef } from "../../../machines/sale.machine.ts";
import type { SaleDraft } from "../../../schemas/sale-draft.ts";
import { money, recordName } from "../../../services/format.ts";
import { DropdownField } from "../../components/form/dropdown-field.tsx";
import { MoneyField } from "../../components/form/money-field.tsx";
import { PercentageField } from "../../components/form/percentage-field.tsx";
import { SaleVehicle } from "./sale-vehicle.tsx";
import { usePdvLookups } from "./use-pdv-lookups.tsx";

export type SaleCheckoutProps = {
  readonly sale: SaleRef;
  readonly draft: SaleDraft;
  readonly totals: DraftTotals;
};

type Change = Extract<Parameters<SaleRef["send"]>[0], { type: "sale.set" }>["change"];

/** Step 2: customer, delivery, seller, fiscal data and the payments (spec 3 sale state, spec 4 PDV). */
export function SaleCheckout({ sale, draft, totals }: SaleCheckoutProps) {
  const { t } = useTranslation("pdv");
  const { deliveryMen, sellers } = usePdvLookups();
  const set = (change: Change) => sale.send({ type: "sale.set", change });
  const open = (modal: "customer" | "transporter" | "payment", paymentIndex?: number) =>
    sale.send({ type: "modal.open", request: { modal, paymentIndex } });
  const confirm = (
    confirmTarget: { kind: "customer" } | { kind: "transporter" } | { kind: "payment"; index: number },
  ) => sale.send({ type: "modal.open", request: { modal: "confirm", confirm: confirmTarget } });
  const method = draft.shippingMethod;
  const nfe = draft.nfeObservations;
  return (
    <div className="sale-checkout">
      {/* Issue 11: the payments first, so step 2 shows them and Finalizar without scrolling (1366×900). */}
      <fieldset className="sale-fieldset">
        <legend>{t("screen.payments")}</legend>
        {draft.payments.length === 0 ? <p className="m-0 mb-2">{t("screen.no-payments")}</p> : null}
        <ul className="sale-payments">
          {draft.payments.map((payment, index) => (
            // Payment lines are positional (edited and removed by index) and keep no state of their own.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`${payment.paymentMethodId}-${index}`} data-testid="sale-payment">
              <span>
                {recordName(payment.name)}
                {payment.quantity > 1 ? ` (${payment.quantity}x)` : ""}
              </span>
              <span className="font-semibold">{money(payment.received)}</span>
              <span className="text-sm text-color-secondary">
                {t("screen.pays", { value: money(totals.settlement.billing[index] ?? 0) })}
              </span>

              <Button
                type="button"
                icon="pi pi-pencil"
                text
                rounded
                aria-label={t("screen.edit-payment", { method: payment.name })}
                onClick={() => open("payment", index)}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t("screen.remove-payment", { method: payment.name })}
                onClick={() => confirm({ kind: "payment", index })}
              />
              {totals.settlement.overOwed[index] ? (
                <div className="sale-payment-error p-error text-sm" role="alert">
                  {t("sale.over-owed")}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t("screen.add-payment")}
          outlined
          disabled={totals.settlement.restToPay <= 0}
          onClick={() => open("payment")}
        />
      </fieldset>
      <fieldset className="sale-fieldset">
        <legend>{t("screen.customer-and-delivery")}</legend>
        <div className="sale-grid">
          <div className="sale-picked">
            <span className="font-semibold">{t("screen.customer")}</span>
            <span>{draft.customer?.name ?? t("screen.final-consumer")}</span>
            <div className="flex gap-1">
              <Button
                type="button"
                size="small"
                outlined
                label={t("screen.choose-customer")}
                onClick={() => open("customer")}
              />
              {draft.customer ? (
                <Button
                  type="button"
                  size="small"
                  text
                  severity="danger"
                  icon="pi pi-times"
                  aria-label={t("screen.remove-customer")}
                  onClick={() => confirm({ kind: "customer" })}
                />
              ) : null}
            </div>
          </div>
          <SaleVehicle sale={sale} draft={draft} />
          {draft.customer && draft.customer.addresses.length > 0 ? (
            <DropdownField
              id="sale-address"
              label={t("screen.delivery-address")}
              value={draft.deliveryAddressId}
              options={draft.customer.addresses.map((a) => ({ value: a.id, label: a.label }))}
              onChange={(value) => set({ deliveryAddressId: value })}
            />
          ) : null}
          <div className="flex flex-column gap-1">
            <label htmlFor="sale-doc" className="font-semibold">
              {t("screen.customer-doc")}
            </label>
            <InputText
              id="sale-doc"
              // Shown as people read it (CPF 432.834.678-46, CNPJ 11.222.333/0001-81); the server keeps the digits.
              value={formatDocumentId(draft.customerDoc)}
              maxLength={18}
              inputMode="numeric"
              onChange={(e) => set({ customerDoc: e.target.value })}
            />
          </div>
          <div className="sale-picked">
            <span className="font-semibold">{t("screen.transporter")}</span>
            <span>{draft.transporter?.name ?? "—"}</span>
            <div className="flex gap-1">
              <Button
                type="button"
                size="small"
                outlined
                label={t("screen.choose-transporter")}
                onClick={() => open("transporter")}
              />
              {draft.transporter ? (
                <Button
                  type="button"
                  size="small"
                  text
                  severity="danger"
                  icon="pi pi-times"
                  aria-label={t("screen.remove-transporter")}
                  onClick={() => confirm({ kind: "transporter" })}
                />
              ) : null}
            </div>
          </div>
          <DropdownField
            id="sale-shipping"
            label={t("screen.shipping-method")}
            value={method}
            options={SHIPPING_METHODS.map((value) => ({ value, label: t(`screen.shipping.${value}`) }))}
            onChange={(value) => set({ shippingMethod: value ?? DEFAULT_SHIPPING_METHOD })}
          />
          <MoneyField
            id="sale-delivery-charge"
            label={t("screen.delivery-charge")}
            value={draft.deliveryCharge}
            disabled={method !== SHIPPING_CHARGED_TO_CUSTOMER}
            onChange={(value) => set({ deliveryCharge: value ?? 0 })}
          />
          <MoneyField
            id="sale-delivery-cost"
            label={t("screen.delivery-cost")}
            value={draft.deliveryCost}
            disabled={method === SHIPPING_CHARGED_TO_CUSTOMER || method === DEFAULT_SHIPPING_METHOD}
            onChange={(value) => set({ deliveryCost: value ?? 0 })}
          />
          <DropdownField
            id="sale-delivery-man"
            label={t("screen.delivery-man")}
            value={draft.deliveryManId}
            options={deliveryMen.map((man) => ({ value: man.id, label: man.name }))}
            showClear
            onChange={(value) => set({ deliveryManId: value })}
          />
        </div>
      </fieldset>
      <fieldset className="sale-fieldset">
        <legend>{t("screen.sale-data")}</legend>
        <div className="sale-grid">
          <DropdownField
            id="sale-seller"
            label={t("screen.seller")}
            value={draft.sellerId}
            options={sellers.map((seller) => ({ value: seller.id, label: seller.name }))}
            showClear
            onChange={(value) => set({ sellerId: value })}
          />
          <PercentageField
            id="sale-percentage"
            label={t("screen.sale-percentage")}
            value={draft.percentageDiscount}
            onChange={(value) => set({ percentageDiscount: value === null ? 0 : Math.min(value, 100) })}
          />
          <DropdownField<"none" | "nfce" | "nfe">
            id="sale-fiscal"
            label={t("screen.fiscal-emission")}
            value={draft.fiscalEmission ?? "none"}
            options={[
              { value: "none", label: t("screen.fiscal.none") },
              { value: "nfce", label: t("screen.fiscal.nfce") },
              { value: "nfe", label: t("screen.fiscal.nfe") },
            ]}
            onChange={(value) => set({ fiscalEmission: value === "nfce" || value === "nfe" ? value : null })}
          />
          <div className="flex flex-column gap-1">
            <label htmlFor="sale-nature" className="font-semibold">
              {t("screen.operation-nature")}
            </label>
            <InputText
              id="sale-nature"
              value={draft.operationNature}
              maxLength={60}
              onChange={(e) => set({ operationNature: e.target.value })}
            />
          </div>
          <div className="flex flex-column gap-1 sale-wide">
            <label htmlFor="sale-notes" className="font-semibold">
              {t("screen.notes")}
            </label>
            <InputTextarea
              id="sale-notes"
              value={draft.notes}
              rows={2}
              maxLength={2000}
              onChange={(e) => set({ notes: e.target.value })}
            />
          </div>
          <div className="flex align-items-center gap-2">
            <Checkbox
              inputId="sale-print"
              checked={draft.printPdf}
              onChange={(e) => set({ printPdf: Boolean(e.checked) })}
            />
            <label htmlFor="sale-print">{t("screen.print-pdf")}</label>
          </div>
        </div>
        {draft.fiscalEmission === "nfe" ? (
          <div className="sale-grid mt-2">
            <div className="flex flex-column gap-1">
              <label htmlFor="nfe-quantity">{t("screen.nfe.quantity")}</label>
              <InputText
                id="nfe-quantity"
                inputMode="numeric"
                value={nfe.quantity === 0 ? "" : String(nfe.quantity)}
                onChange={(e) =>
                  set({ nfeObservations: { ...nfe, quantity: Number(e.target.value.replace(/\D/g, "") || 0) } })
                }
              />
            </div>
            {(["specie", "brand", "numbering"] as const).map((field) => (
              <div key={field} className="flex flex-column gap-1">
                <label htmlFor={`nfe-${field}`}>{t(`screen.nfe.${field}`)}</label>
                <InputText
                  id={`nfe-${field}`}
                  value={nfe[field]}
                  maxLength={60}
                  onChange={(e) => set({ nfeObservations: { ...nfe, [field]: e.target.value } })}
                />
              </div>
            ))}
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
