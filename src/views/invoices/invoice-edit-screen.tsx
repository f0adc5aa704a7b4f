import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { fromPromise } from "xstate";
import { toApiDate } from "../../domain/dates.ts";
import { lineTotal } from "../../domain/invoices.ts";
import { parseMoney } from "../../domain/money.ts";
import { parseQuantity } from "../../domain/stock.ts";
import type { InvoiceEdit, InvoiceTextField } from "../../machines/invoice-form-values.ts";
import { totalsOfValues, unlinkedLines } from "../../machines/invoice-form-values.ts";
import { invoiceFormMachine, invoiceIsDirty } from "../../machines/invoice-form.machine.ts";
import type { InvoiceDetail, InvoiceInput, NfeImport } from "../../schemas/invoices.ts";
import {
  cancelInvoice,
  getInvoice,
  getInvoiceOptions,
  importNfe,
  postInvoice,
  saveInvoice,
} from "../../services/api/invoices.ts";
import { createSupplier } from "../../services/api/suppliers.ts";
import { LeaveGuard } from "../components/form/leave-guard.tsx";
import { money } from "../../services/format.ts";
import { DateField } from "../components/form/date-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { invoiceIdFrom, invoicePath } from "./invoice-paths.ts";
import { LineProductDialog } from "./line-product-dialog.tsx";
import { ProductPickerField, productLabel, SupplierPicker } from "./invoice-pickers.tsx";
import "./invoices.css";

const machine = invoiceFormMachine.provide({
  actors: {
    "load invoice": fromPromise<InvoiceDetail, { id: number }>(({ input, signal }) => getInvoice(input.id, signal)),
    "import nfe": fromPromise<NfeImport, { companyId: number; xml: string }>(({ input }) =>
      importNfe(input.companyId, input.xml),
    ),
    "save invoice": fromPromise<InvoiceDetail, { id: number | null; body: InvoiceInput }>(({ input }) =>
      saveInvoice(input.id, input.body),
    ),
    "post invoice": fromPromise<InvoiceDetail, { id: number }>(({ input }) => postInvoice(input.id)),
    "cancel invoice": fromPromise<InvoiceDetail, { id: number }>(({ input }) => cancelInvoice(input.id)),
  },
});

// The user's day, not UTC's: after 21:00 in São Paulo UTC is already tomorrow.
const today = () => toApiDate(new Date());
const TEXT_FIELDS: ReadonlyArray<{ field: InvoiceTextField; api: string }> = [
  { field: "number", api: "number" },
  { field: "series", api: "series" },
];
const DATE_FIELDS: ReadonlyArray<{ field: InvoiceTextField; api: string }> = [
  { field: "issueDate", api: "issue_date" },
  { field: "entryDate", api: "entry_date" },
];
/** A DateField's answer as the form's text: a whole valid date, else empty (the server then names the field). */
const dateText = (value: string | null) => (value === null || value === "Invalid date" ? "" : value);
const CHARGE_FIELDS: ReadonlyArray<{ field: InvoiceTextField; api: string }> = [
  { field: "freight", api: "freight" },
  { field: "ipi", api: "ipi" },
  { field: "icmsSt", api: "icms_st" },
  { field: "otherCosts", api: "other_costs" },
  { field: "discount", api: "discount" },
];

/** /fatura-de-compra/novo and /editar/:id/geral: a supplier's invoice, its NF-e import, posting and canceling. */
export function InvoiceEditScreen() {
  const { t } = useTranslation(["invoices", "common"]);
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const params = useParams();
  const routeId = invoiceIdFrom(params.id);
  const [state, send] = useMachine(machine, { input: { invoiceId: routeId, today: today() } });
  const options = useResourceData(useResource(getInvoiceOptions, "invoice-options")).data;
  const [installmentCount, setInstallmentCount] = useState("1");
  const [firstDue, setFirstDue] = useState(today());
  /** The line whose product is being created in the dialog, or null. */
  const [creatingLine, setCreatingLine] = useState<number | null>(null);
  const { values, fields, messages, notice, newSupplier, alreadyPosted, invoiceId, status } = state.context;
  const readOnly = state.hasTag("read-only");
  const busy = state.hasTag("busy");
  // Read when the user navigates (not at render), so a save finished in the same tick counts.
  const unsaved = useRef(false);
  unsaved.current = !readOnly && invoiceIsDirty(state.context);

  // The split count follows the installments an import, a load or a split brought.
  const installmentsNow = values.installments.length;
  useEffect(() => {
    setInstallmentCount(String(Math.max(installmentsNow, 1)));
  }, [installmentsNow]);

  // A new invoice once saved gets its own address (a reload opens it again).
  useEffect(() => {
    if (invoiceId !== null && invoiceId !== routeId) navigate(localized(invoicePath(invoiceId)), { replace: true });
  }, [invoiceId, routeId, navigate, localized]);
  const ownPaths = new Set([invoicePath(null), invoicePath(invoiceId)].map(localized));

  if (state.hasTag("load-failed")) return <Message severity="error" text={t("load-failed")} />;
  if (state.hasTag("loading")) return <p>{t("loading")}</p>;

  const edit = (change: InvoiceEdit) => send({ type: "edit", edit: change });
  const error = (api: string) => fields[api]?.join(" ") || undefined;
  const totals = totalsOfValues(values);
  const unlinked = unlinkedLines(values);
  const unitStocks = options?.stocks.filter((s) => s.company_id === values.companyId) ?? [];
  const plans = options?.account_plans.filter((p) => p.company_id === values.companyId) ?? [];
  const onFile = async (file: File | undefined) => {
    if (file) send({ type: "import", xml: await file.text() });
  };
  const addSupplier = async () => {
    if (!newSupplier) return;
    const created = await createSupplier({
      personType: "J",
      name: newSupplier.name,
      tradeName: newSupplier.trade_name,
      docId1: newSupplier.cnpj,
      stateRegistration: newSupplier.state_registration,
      city: newSupplier.city,
      uf: newSupplier.uf,
    });
    send({ type: "supplier.created", id: created.id, name: created.name });
  };

  return (
    <>
      <form className="invoice-form" onSubmit={(event) => event.preventDefault()} aria-busy={busy}>
        {status !== "draft" && (
          <Message severity={status === "posted" ? "success" : "warn"} text={t(`read-only.${status}`)} />
        )}
        {notice && <Message className="invoice-form__notice" severity="success" text={t(`notices.${notice}`)} />}
        {messages.length > 0 && <Message severity="error" text={messages.join(" ")} />}
        {Object.keys(fields).length > 0 && <Message severity="error" text={t("fix-fields")} />}
        {alreadyPosted && <Message severity="warn" text={t("already-posted")} />}

        <section className="invoice-form__section">
          <div className="invoice-form__grid">
            <div className="invoice-form__field">
              <label htmlFor="invoice-unit">{t("fields.unit")}</label>
              <Dropdown
                inputId="invoice-unit"
                value={values.companyId}
                options={[...(options?.companies ?? [])]}
                optionLabel="name"
                optionValue="id"
                disabled={readOnly}
                onChange={(event) => {
                  const stock = options?.stocks.find((s) => s.company_id === event.value && s.is_default);
                  edit({ kind: "unit", companyId: event.value as number, stockId: stock?.id ?? null });
                }}
                placeholder={t("fields.choose")}
                invalid={Boolean(error("company_id"))}
              />
              {error("company_id") && <small className="invoice-form__error">{error("company_id")}</small>}
            </div>
            <div className="invoice-form__field">
              <label htmlFor="invoice-stock">{t("fields.stock")}</label>
              <Dropdown
                inputId="invoice-stock"
                value={values.stockId}
                options={unitStocks}
                optionLabel="name"
                optionValue="id"
                disabled={readOnly}
                onChange={(event) => edit({ kind: "stock", stockId: event.value as number })}
                placeholder={t("fields.choose")}
                invalid={Boolean(error("stock_id"))}
              />
              {error("stock_id") && <small className="invoice-form__error">{error("stock_id")}</small>}
            </div>
            {!readOnly && (
              <div className="invoice-form__field invoice-form__import">
                {/* The browser's own file input says "Choose File" in its language: a button in ours instead. */}
                <label className="p-button p-component p-button-outlined invoice-file-button">
                  <i className="pi pi-upload" aria-hidden="true" />
                  <span>{t("import.label")}</span>
                  <input
                    id="invoice-xml"
                    type="file"
                    accept=".xml,text/xml,application/xml"
                    className="invoice-file-input"
                    disabled={busy}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      event.target.value = "";
                      void onFile(file);
                    }}
                  />
                </label>
                {error("xml") && <small className="invoice-form__error">{error("xml")}</small>}
              </div>
            )}
          </div>
        </section>

        <section className="invoice-form__section">
          <div className="invoice-form__grid">
            <div className="invoice-form__field">
              <label htmlFor="invoice-supplier">{t("fields.supplier")}</label>
              {readOnly ? (
                <span id="invoice-supplier">{values.supplierLabel}</span>
              ) : (
                <SupplierPicker
                  id="invoice-supplier"
                  label={t("fields.supplier")}
                  value={values.supplierLabel}
                  placeholder={t("fields.search-supplier")}
                  invalid={Boolean(error("supplier_id"))}
                  onPick={(s) => edit({ kind: "supplier", supplierId: s.id, label: s.name })}
                />
              )}
              {error("supplier_id") && <small className="invoice-form__error">{error("supplier_id")}</small>}
              {newSupplier && (
                <div>
                  <small>{t("import.unknown-supplier", { name: newSupplier.name })}</small>{" "}
                  <Button type="button" link label={t("import.create-supplier")} onClick={() => void addSupplier()} />
                </div>
              )}
            </div>
            {TEXT_FIELDS.map(({ field, api }) => (
              <div className="invoice-form__field" key={field}>
                <label htmlFor={`invoice-${api}`}>{t(`fields.${api}`)}</label>
                <InputText
                  id={`invoice-${api}`}
                  value={values[field]}
                  readOnly={readOnly}
                  onChange={(event) => edit({ kind: "text", field, value: event.target.value })}
                  invalid={Boolean(error(api))}
                />
                {error(api) && <small className="invoice-form__error">{error(api)}</small>}
              </div>
            ))}
            {DATE_FIELDS.map(({ field, api }) => (
              <DateField
                key={field}
                id={`invoice-${api}`}
                className="invoice-form__field"
                label={t(`fields.${api}`)}
                value={values[field] === "" ? null : values[field]}
                disabled={readOnly}
                onChange={(value) => edit({ kind: "text", field, value: dateText(value) })}
                error={error(api)}
              />
            ))}
            <div className="invoice-form__field">
              <label htmlFor="invoice-plan">{t("fields.account_plan")}</label>
              <Dropdown
                inputId="invoice-plan"
                value={
                  values.accountPlanId ?? plans.find((p) => p.code === options?.default_account_plan_code)?.id ?? null
                }
                options={plans.map((p) => ({ id: p.id, label: `${p.code} ${p.name}` }))}
                optionLabel="label"
                optionValue="id"
                disabled={readOnly}
                onChange={(event) => edit({ kind: "account-plan", accountPlanId: event.value as number })}
                invalid={Boolean(error("account_plan_id"))}
              />
            </div>
          </div>
        </section>

        <section className="invoice-form__section">
          <h2>{t("items.title")}</h2>
          {unlinked.length > 0 && <Message severity="warn" text={t("items.unlinked", { count: unlinked.length })} />}
          {error("items") && <small className="invoice-form__error">{error("items")}</small>}
          <div className="invoice-lines__scroll">
            <table className="invoice-lines">
              <thead>
                <tr>
                  <th>{t("items.product")}</th>
                  <th>{t("items.supplier-code")}</th>
                  <th className="invoice-lines__number">{t("items.quantity")}</th>
                  <th className="invoice-lines__number">{t("items.unit-cost")}</th>
                  <th className="invoice-lines__number">{t("items.total")}</th>
                  {!readOnly && <th aria-label={t("items.actions")} />}
                </tr>
              </thead>
              <tbody>
                {values.lines.map((line, index) => {
                  const quantityError = error(`items.${index}.quantity`);
                  const productError = error(`items.${index}.product_id`);
                  const quantity = parseQuantity(line.quantity.replace(",", ".")) ?? 0;
                  const cost = parseMoney(line.unitCost) ?? 0;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id before they are saved
                    <tr key={index} className={line.productId === null ? "invoice-line--unlinked" : undefined}>
                      <td>
                        {line.description && <div>{line.description}</div>}
                        {readOnly ? (
                          <strong className="invoice-line__product">{line.productLabel}</strong>
                        ) : line.productId === null ? (
                          <ProductPickerField
                            id={`invoice-line-${index}-product`}
                            label={t("items.link", { description: line.description })}
                            value=""
                            placeholder={t("items.link-placeholder")}
                            invalid={Boolean(productError)}
                            onPick={(p) =>
                              edit({
                                kind: "line-link",
                                index,
                                product: { id: p.id, label: productLabel(p), decimals: p.sale_unit_decimals },
                              })
                            }
                          />
                        ) : (
                          <strong className="invoice-line__product">{line.productLabel}</strong>
                        )}
                        {!readOnly && line.productId === null && values.companyId !== null && (
                          <Button
                            type="button"
                            link
                            icon="pi pi-plus"
                            label={t("create-product.open-short")}
                            aria-label={t("create-product.open", { description: line.description })}
                            disabled={busy}
                            onClick={() => setCreatingLine(index)}
                          />
                        )}
                        {productError && <small className="invoice-form__error">{productError}</small>}
                      </td>
                      <td>{line.supplierCode}</td>
                      <td className="invoice-lines__number">
                        <InputText
                          aria-label={t("items.quantity-of", { number: index + 1 })}
                          value={line.quantity}
                          readOnly={readOnly}
                          inputMode="decimal"
                          onChange={(event) =>
                            edit({ kind: "line-text", index, field: "quantity", value: event.target.value })
                          }
                          invalid={Boolean(quantityError)}
                        />
                        {quantityError && <small className="invoice-form__error">{quantityError}</small>}
                      </td>
                      <td className="invoice-lines__number">
                        <InputText
                          aria-label={t("items.unit-cost-of", { number: index + 1 })}
                          value={line.unitCost}
                          readOnly={readOnly}
                          inputMode="decimal"
                          onChange={(event) =>
                            edit({ kind: "line-text", index, field: "unitCost", value: event.target.value })
                          }
                        />
                      </td>
                      <td className="invoice-lines__number">{money(lineTotal({ quantity, unitCost: cost }))}</td>
                      {!readOnly && (
                        <td>
                          <Button
                            type="button"
                            icon="pi pi-trash"
                            text
                            severity="danger"
                            aria-label={t("items.remove", { number: index + 1 })}
                            onClick={() => edit({ kind: "line-remove", index })}
                          />
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {!readOnly && (
            <div className="invoice-form__field">
              <label htmlFor="invoice-add-product">{t("items.add")}</label>
              <ProductPickerField
                id="invoice-add-product"
                label={t("items.add")}
                value=""
                placeholder={t("items.link-placeholder")}
                onPick={(p) =>
                  edit({
                    kind: "line-add",
                    product: { id: p.id, label: productLabel(p), decimals: p.sale_unit_decimals },
                  })
                }
              />
            </div>
          )}
        </section>

        <section className="invoice-form__section">
          <h2>{t("charges.title")}</h2>
          <div className="invoice-form__grid">
            {CHARGE_FIELDS.map(({ field, api }) => (
              <div className="invoice-form__field" key={field}>
                <label htmlFor={`invoice-${api}`}>{t(`fields.${api}`)}</label>
                <InputText
                  id={`invoice-${api}`}
                  value={values[field]}
                  readOnly={readOnly}
                  inputMode="decimal"
                  placeholder="0,00"
                  onChange={(event) => edit({ kind: "text", field, value: event.target.value })}
                  invalid={Boolean(error(api))}
                />
                {error(api) && <small className="invoice-form__error">{error(api)}</small>}
              </div>
            ))}
          </div>
          <p className="invoice-form__totals">
            <span>
              {t("charges.items-total")}: <strong>{money(totals.itemsTotal)}</strong>
            </span>
            <span>
              {t("charges.total")}: <strong data-testid="invoice-total">{money(totals.total)}</strong>
            </span>
          </p>
        </section>

        <section className="invoice-form__section">
          <h2>{t("installments.title")}</h2>
          {error("installments") && <small className="invoice-form__error">{error("installments")}</small>}
          {!readOnly && (
            <div className="invoice-form__grid">
              <div className="invoice-form__field">
                <label htmlFor="invoice-installment-count">{t("installments.count")}</label>
                <InputText
                  id="invoice-installment-count"
                  value={installmentCount}
                  inputMode="numeric"
                  onChange={(event) => setInstallmentCount(event.target.value)}
                />
              </div>
              <DateField
                id="invoice-first-due"
                className="invoice-form__field"
                label={t("installments.first-due")}
                value={firstDue === "" ? null : firstDue}
                onChange={(value) => setFirstDue(dateText(value))}
              />
              <div className="invoice-form__field">
                <span>&nbsp;</span>
                <Button
                  type="button"
                  outlined
                  label={t("installments.split")}
                  onClick={() =>
                    edit({
                      kind: "installments-split",
                      count: Math.min(Math.max(Number.parseInt(installmentCount, 10) || 1, 1), 120),
                      firstDue: firstDue || values.entryDate,
                    })
                  }
                />
              </div>
            </div>
          )}
          <ol className="invoice-installments">
            {values.installments.map((installment, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: installments are positional
              <li key={index}>
                {installment.dueDate.split("-").reverse().join("/")} — {money(parseMoney(installment.value) ?? 0)}
              </li>
            ))}
            {values.installments.length === 0 && <li>{t("installments.single")}</li>}
          </ol>
        </section>

        <div className="invoice-form__actions">
          {!readOnly && (
            <>
              <Button
                type="button"
                outlined
                label={t("actions.save")}
                disabled={busy}
                onClick={() => send({ type: "save" })}
              />
              <Button
                type="button"
                label={t("actions.post")}
                icon="pi pi-check"
                disabled={busy || unlinked.length > 0}
                onClick={() => send({ type: "post" })}
              />
            </>
          )}
          {status === "posted" && (
            <Button
              type="button"
              severity="danger"
              outlined
              label={t("actions.cancel")}
              disabled={busy}
              onClick={() => send({ type: "cancel.invoice" })}
            />
          )}
        </div>
      </form>
      {creatingLine !== null && values.lines[creatingLine] && values.companyId !== null && (
        <LineProductDialog
          line={values.lines[creatingLine]}
          companyId={values.companyId}
          supplierId={values.supplierId}
          onHide={() => setCreatingLine(null)}
          onCreated={(product) => {
            edit({
              kind: "line-link",
              index: creatingLine,
              product: {
                id: product.id,
                label: `${product.full_description} (${product.sku})`,
                decimals: product.sale_unit_decimals,
              },
            });
            setCreatingLine(null);
          }}
        />
      )}
      <LeaveGuard unsaved={() => unsaved.current} within={(pathname) => ownPaths.has(pathname)} />
    </>
  );
}
