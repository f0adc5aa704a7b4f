import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { MAX_TOTAL_CENTS, parseMoney } from "../../../domain/money.ts";
import { fitsUnit, formatQuantity, milliToNumber, parseQuantity } from "../../../domain/stock.ts";
import { draftTotals, paymentWithinOwed } from "../../../machines/sale-draft-rules.ts";
import type { OpenModal, SaleModal, SaleRef } from "../../../machines/sale.machine.ts";
import type { Transporter } from "../../../schemas/pdv-people.ts";
import type { ProductHit } from "../../../schemas/pdv.ts";
import { isApiError } from "../../../schemas/api-error.ts";
import { createTransporter, searchCustomers, searchProducts, searchTransporters } from "../../../services/api/pdv.ts";
import { money } from "../../../services/format.ts";
import { newCustomerFromPdvHref } from "../../shared/customer-round-trip.ts";
import { useLocalizedPath } from "../../shared/use-locale.ts";
import { DropdownField } from "../../components/form/dropdown-field.tsx";
import { MoneyField } from "../../components/form/money-field.tsx";
import { PercentageField } from "../../components/form/percentage-field.tsx";
import { draftCustomerOf } from "./draft-customer.ts";
import { usePdvLookups } from "./use-pdv-lookups.tsx";

export type Notify = (severity: "success" | "warn" | "error", summary: string, detail?: string) => void;

export type SaleModalsProps = {
  readonly sale: SaleRef;
  readonly companyId: number;
  readonly onAddProduct: (product: ProductHit) => void;
  readonly notify: Notify;
};

/** The sale's modals; one open at a time, as the sale machine says. Esc closes the open one. */
export function SaleModals({ sale, companyId, onAddProduct, notify }: SaleModalsProps) {
  const modal = useSelector(sale, (s) => s.context.modal);
  const close = () => sale.send({ type: "modal.close" });
  const is = (kind: SaleModal) => modal?.modal === kind;
  return (
    <>
      {is("product-search") && modal ? (
        <ProductSearchModal
          modal={modal}
          companyId={companyId}
          onHide={close}
          onPick={(product) => {
            if (product.sale_unit.decimals === 0) close();
            onAddProduct(product);
          }}
        />
      ) : null}
      {is("quantity") && modal ? <ItemModal sale={sale} modal={modal} onHide={close} /> : null}
      {is("customer") ? <CustomerModal sale={sale} onHide={close} /> : null}
      {is("transporter") ? <TransporterModal sale={sale} onHide={close} notify={notify} /> : null}
      {is("payment") && modal ? <PaymentModal sale={sale} modal={modal} onHide={close} /> : null}
      {is("confirm") ? <ConfirmModal sale={sale} /> : null}
    </>
  );
}

type ShellProps = {
  readonly header: string;
  readonly onHide: () => void;
  readonly footer?: ReactNode;
  readonly children: ReactNode;
};

function Shell({ header, onHide, footer, children }: ShellProps) {
  return (
    <Dialog visible header={header} onHide={onHide} footer={footer} className="sale-dialog" modal draggable={false}>
      {children}
    </Dialog>
  );
}

function useSearch<T>(query: string, run: (q: string, signal: AbortSignal) => Promise<ReadonlyArray<T>>) {
  const [rows, setRows] = useState<ReadonlyArray<T>>([]);
  const [loading, setLoading] = useState(false);
  const search = useRef(run);
  useEffect(() => {
    search.current = run;
  });
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      search
        .current(query, controller.signal)
        .then((found) => setRows(found))
        .catch(() => setRows([]))
        .finally(() => setLoading(false));
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return { rows, loading };
}

function ProductSearchModal({
  modal,
  companyId,
  onHide,
  onPick,
}: {
  modal: OpenModal;
  companyId: number;
  onHide: () => void;
  onPick: (product: ProductHit) => void;
}) {
  const { t } = useTranslation("pdv");
  const [query, setQuery] = useState(modal.query ?? "");
  const { rows, loading } = useSearch(
    query,
    async (q, signal) =>
      (await searchProducts({ q: q.trim() || undefined, company_id: companyId, limit: 20 }, signal)).data,
  );
  return (
    <Shell header={t("screen.modal.product-search")} onHide={onHide}>
      <PickSearchField
        id="product-search-q"
        label={t("screen.search-product")}
        placeholder={t("screen.product-search-placeholder")}
        value={query}
        onChange={setQuery}
      />
      <ul className="sale-pick-list" aria-busy={loading}>
        {rows.map((product) => (
          <li key={product.id}>
            <button type="button" onClick={() => onPick(product)}>
              <span className="font-medium">{product.full_description}</span>
              <span className="text-sm text-color-secondary">
                {product.sku} ·{" "}
                {t("screen.available", {
                  value: formatQuantity(parseQuantity(product.stock.available) ?? 0, product.sale_unit.decimals),
                  unit: product.sale_unit.name,
                })}
              </span>
              <span className="font-semibold">{money(parseMoney(product.price_1) ?? 0)}</span>
            </button>
          </li>
        ))}
        {!loading && rows.length === 0 ? <li className="p-2">{t("screen.nothing-found")}</li> : null}
      </ul>
    </Shell>
  );
}

const quantityText = (quantity: number, decimals: number) => formatQuantity(parseQuantity(quantity) ?? 0, decimals);

/** 'Quantidade' modal: a new weighed product's quantity, or an item's quantity, price and discount. */
function ItemModal({ sale, modal, onHide }: { sale: SaleRef; modal: OpenModal; onHide: () => void }) {
  const { t } = useTranslation("pdv");
  const draft = useSelector(sale, (s) => s.context.draft);
  const item = draft.items.find((line) => line.lineId === modal.lineId);
  const decimals = item?.unitDecimals ?? modal.product?.sale_unit.decimals ?? 0;
  const unit = item?.unitName ?? modal.product?.sale_unit.name ?? "";
  const [quantity, setQuantity] = useState(item ? quantityText(item.quantity, decimals) : "");
  const [unitPrice, setUnitPrice] = useState<number | null>(item?.unitPrice ?? null);
  const [percentMode, setPercentMode] = useState(item?.discountPercentageMode ?? false);
  const [discount, setDiscount] = useState<number | null>(item?.manualDiscount ?? 0);
  const milli = parseQuantity(quantity.replace(/\./g, "").replace(",", "."));
  const quantityOk = milli !== null && fitsUnit(milli, decimals);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!quantityOk || milli === null) return;
    if (item) {
      sale.send({
        type: "item.update",
        lineId: item.lineId,
        change: {
          quantity: milliToNumber(milli),
          unitPrice: unitPrice ?? item.unitPrice,
          discountPercentageMode: percentMode,
          manualDiscount: discount ?? 0,
        },
      });
    } else if (modal.product) {
      sale.send({ type: "item.add", product: modal.product, quantity: milliToNumber(milli) });
    }
    onHide();
  };
  return (
    <Shell header={t("screen.modal.quantity")} onHide={onHide}>
      <form onSubmit={submit} className="flex flex-column gap-3">
        <p className="m-0 font-medium">{item?.description ?? modal.product?.full_description}</p>
        <div className="flex flex-column gap-1">
          <label htmlFor="item-quantity" className="font-semibold">
            {t("screen.quantity-in", { unit })}
          </label>
          <InputText
            id="item-quantity"
            value={quantity}
            autoFocus
            inputMode="decimal"
            invalid={quantity !== "" && !quantityOk}
            aria-describedby="item-quantity-hint"
            onChange={(e) => setQuantity(e.target.value.replace(/[^\d,.]/g, ""))}
          />
          <small id="item-quantity-hint">{t("screen.quantity-hint", { count: decimals })}</small>
        </div>
        {item ? (
          <>
            <MoneyField id="item-price" label={t("screen.unit-price")} value={unitPrice} onChange={setUnitPrice} />
            <div className="flex align-items-center gap-2">
              <Checkbox
                inputId="item-percent"
                checked={percentMode}
                onChange={(e) => {
                  setPercentMode(Boolean(e.checked));
                  setDiscount(0);
                }}
              />
              <label htmlFor="item-percent">{t("screen.discount-percentage-mode")}</label>
            </div>
            {percentMode ? (
              <PercentageField
                id="item-discount"
                label={t("screen.discount")}
                value={discount}
                onChange={setDiscount}
              />
            ) : (
              <MoneyField
                id="item-discount"
                label={t("screen.discount")}
                value={discount}
                max={MAX_TOTAL_CENTS}
                onChange={setDiscount}
              />
            )}
          </>
        ) : null}
        <div className="flex justify-content-end gap-2">
          <Button type="button" text label={t("screen.cancel")} onClick={onHide} />
          <Button type="submit" label={t("screen.confirm")} disabled={!quantityOk} />
        </div>
      </form>
    </Shell>
  );
}

function CustomerModal({ sale, onHide }: { sale: SaleRef; onHide: () => void }) {
  const { t } = useTranslation("pdv");
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [query, setQuery] = useState("");
  const { rows, loading } = useSearch(
    query,
    async (q, signal) => (await searchCustomers({ q: q.trim() || undefined, limit: 20 }, signal)).data,
  );
  return (
    <Shell header={t("screen.modal.customer")} onHide={onHide}>
      <PickSearchField
        id="customer-search-q"
        label={t("screen.search-customer")}
        placeholder={t("screen.customer-search-placeholder")}
        value={query}
        onChange={setQuery}
      />
      <ul className="sale-pick-list" aria-busy={loading}>
        {rows.map((customer) => (
          <li key={customer.id}>
            <button
              type="button"
              onClick={() => {
                sale.send({
                  type: "customer.set",
                  customer: draftCustomerOf({ ...customer, docId1: customer.doc_id_1 }),
                });
                onHide();
              }}
            >
              <span className="font-medium">{customer.name}</span>
              <span className="text-sm text-color-secondary">{customer.doc_id_1}</span>
            </button>
          </li>
        ))}
        {!loading && rows.length === 0 ? <li className="p-2">{t("screen.nothing-found")}</li> : null}
      </ul>
      <Button
        type="button"
        className="mt-2"
        outlined
        icon="pi pi-user-plus"
        label={t("screen.create-customer")}
        onClick={() => {
          // Spec 4: leaving to create a customer is allowed (for 5 s); the sale waits in its draft and the
          // customer saved there comes back selected (customer-round-trip.ts).
          sale.send({ type: "leave.to-customers" });
          onHide();
          void navigate(localized(newCustomerFromPdvHref()));
        }}
      />
    </Shell>
  );
}

function TransporterModal({ sale, onHide, notify }: { sale: SaleRef; onHide: () => void; notify: Notify }) {
  const { t } = useTranslation("pdv");
  const [query, setQuery] = useState("");
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form, setForm] = useState({ name: "", doc_id_1: "", uf: "", license_plate: "" });
  const { rows, loading } = useSearch(
    query,
    async (q, signal) => (await searchTransporters({ q: q.trim() || undefined, limit: 20 }, signal)).data,
  );
  const pick = (transporter: Transporter) => {
    sale.send({ type: "transporter.set", transporter: { id: transporter.id, name: transporter.name } });
    onHide();
  };
  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (form.name.trim() === "" || saving) return;
    setSaving(true);
    try {
      pick(await createTransporter({ ...form, name: form.name.trim() }));
    } catch (error) {
      const detail = isApiError(error) && error._tag === "Invalid" ? error.messages.join(", ") : undefined;
      notify("error", t("transporter.create-error"), detail);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Shell header={t("screen.modal.transporter")} onHide={onHide}>
      {creating ? (
        <form onSubmit={create} className="flex flex-column gap-2">
          {(["name", "doc_id_1", "uf", "license_plate"] as const).map((field) => (
            <div key={field} className="flex flex-column gap-1">
              <label htmlFor={`transporter-${field}`} className="font-semibold">
                {t(`screen.transporter-fields.${field}`)}
              </label>
              <InputText
                id={`transporter-${field}`}
                value={form[field]}
                autoFocus={field === "name"}
                aria-required={field === "name"}
                maxLength={field === "uf" ? 2 : field === "name" ? 120 : 18}
                onChange={(e) => setForm({ ...form, [field]: e.target.value })}
              />
            </div>
          ))}
          <div className="flex justify-content-end gap-2">
            <Button type="button" text label={t("screen.cancel")} onClick={() => setCreating(false)} />
            <Button type="submit" label={t("screen.save")} loading={saving} disabled={form.name.trim() === ""} />
          </div>
        </form>
      ) : (
        <>
          <PickSearchField
            id="transporter-search-q"
            label={t("screen.search-transporter")}
            placeholder={t("screen.transporter-search-placeholder")}
            value={query}
            onChange={setQuery}
          />
          <ul className="sale-pick-list" aria-busy={loading}>
            {rows.map((transporter) => (
              <li key={transporter.id}>
                <button type="button" onClick={() => pick(transporter)}>
                  <span className="font-medium">{transporter.name}</span>
                  <span className="text-sm text-color-secondary">{transporter.doc_id_1}</span>
                </button>
              </li>
            ))}
            {!loading && rows.length === 0 ? <li className="p-2">{t("screen.nothing-found")}</li> : null}
          </ul>
          <Button
            type="button"
            className="mt-2"
            outlined
            icon="pi pi-plus"
            label={t("screen.create-transporter")}
            onClick={() => setCreating(true)}
          />
        </>
      )}
    </Shell>
  );
}

function PaymentModal({ sale, modal, onHide }: { sale: SaleRef; modal: OpenModal; onHide: () => void }) {
  const { t } = useTranslation("pdv");
  const { paymentMethods } = usePdvLookups();
  const draft = useSelector(sale, (s) => s.context.draft);
  const today = useSelector(sale, (s) => s.context.today);
  const editing = modal.paymentIndex === undefined ? undefined : draft.payments[modal.paymentIndex];
  const rest = Math.max(draftTotals(draft).settlement.restToPay, 0);
  const [methodId, setMethodId] = useState<number | null>(editing?.paymentMethodId ?? null);
  const [value, setValue] = useState<number | null>(editing?.received ?? rest);
  const [installments, setInstallments] = useState(editing?.quantity ?? 1);
  const method = paymentMethods.find((m) => m.id === methodId);
  const payment =
    method !== undefined && value !== null
      ? {
          paymentMethodId: method.id,
          name: method.name,
          kind: method.kind,
          received: value,
          quantity: method.kind === "card" ? installments : 1,
          dueDate: editing?.dueDate ?? today,
        }
      : null;
  // Issue 11: card, PIX and boleto up to what is still owed; only money gives change.
  const overOwed = payment !== null && !paymentWithinOwed(draft, payment, modal.paymentIndex);
  const valid = payment !== null && payment.received > 0 && !overOwed;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || payment === null) return;
    if (editing && modal.paymentIndex !== undefined)
      sale.send({ type: "payment.update", index: modal.paymentIndex, payment });
    else sale.send({ type: "payment.add", payment });
    onHide();
  };
  return (
    <Shell header={t("screen.modal.payment")} onHide={onHide}>
      <form onSubmit={submit} className="flex flex-column gap-3">
        <p className="m-0">{t("screen.rest-to-pay-now", { value: money(rest) })}</p>
        <DropdownField
          id="payment-method"
          label={t("screen.payment-method")}
          value={methodId}
          options={paymentMethods.map((m) => ({ value: m.id, label: m.name }))}
          onChange={setMethodId}
        />
        <MoneyField
          id="payment-value"
          label={t("screen.payment-value")}
          value={value}
          max={MAX_TOTAL_CENTS}
          onChange={setValue}
          error={overOwed ? t("sale.over-owed") : null}
        />
        {method?.kind === "card" ? (
          <DropdownField
            id="payment-installments"
            label={t("screen.installments")}
            value={installments}
            options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `${i + 1}x` }))}
            onChange={(v) => setInstallments(v ?? 1)}
          />
        ) : null}
        <div className="flex justify-content-end gap-2">
          <Button type="button" text label={t("screen.cancel")} onClick={onHide} />
          <Button type="submit" label={t("screen.confirm")} disabled={!valid} />
        </div>
      </form>
    </Shell>
  );
}

/** 'Tem certeza?' (Não/Sim) before removing an item, a payment, the customer or the transporter (spec 5.5). */
function ConfirmModal({ sale }: { sale: SaleRef }) {
  const { t } = useTranslation("pdv");
  return (
    <Dialog
      visible
      header={t("screen.are-you-sure")}
      onHide={() => sale.send({ type: "confirm.no" })}
      className="sale-dialog"
      draggable={false}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" text label={t("screen.no")} onClick={() => sale.send({ type: "confirm.no" })} />
          <Button
            type="button"
            severity="danger"
            label={t("screen.yes")}
            autoFocus
            onClick={() => sale.send({ type: "confirm.yes" })}
          />
        </div>
      }
    >
      <p className="m-0">{t("screen.confirm-remove")}</p>
    </Dialog>
  );
}

/** The search box at the top of a pick list (product, customer, transporter): focused when the modal opens. */
function PickSearchField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <InputText
        id={props.id}
        className="w-full mb-2"
        value={props.value}
        autoFocus
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </>
  );
}
