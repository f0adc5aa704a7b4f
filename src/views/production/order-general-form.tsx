import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiDateOrNull } from "../../domain/dates.ts";
import { formatCnpj, formatCpf, isValidCnpj, isValidCpf } from "../../domain/documents.ts";
import { isValidPhone } from "../../domain/phone.ts";
import type { AttendanceCreate, AttendanceDetail } from "../../schemas/production.ts";
import { DateField } from "../components/form/date-field.tsx";
import { LeaveGuard } from "../components/form/leave-guard.tsx";
import { PhoneField } from "../components/form/phone-field.tsx";
import { SearchModal } from "../components/search-modal/search-modal.tsx";
import { failureText, fieldMessage, onlyFields } from "../components/form/api-failure.ts";
import { TextField } from "../components/form/text-field.tsx";
import { useSaveRequest as useProductionSave } from "../shared/use-save-request.ts";

/** The order's own data (spec 3, attendance): customer, delivery date, notes. */
export type GeneralValues = {
  readonly customerName: string;
  readonly customerPhone: string;
  readonly customerDoc: string;
  /** YYYY-MM-DD, null, or "Invalid date" as the date field gives it. */
  readonly deliveryDate: string | null;
  readonly notes: string;
};

const FIELDS = ["customer_name", "customer_phone", "customer_doc", "delivery_date", "notes"];

export const generalValuesOf = (order?: AttendanceDetail): GeneralValues => ({
  customerName: order?.customer_name ?? "",
  customerPhone: order?.customer_phone ?? "",
  customerDoc: order?.customer_doc ?? "",
  deliveryDate: order?.delivery_date ?? null,
  notes: order?.notes ?? "",
});

/** The body of POST and of the edit PATCH (spec 7: an `Invalid date` is sent as null). */
export function generalBody(values: GeneralValues): Omit<AttendanceCreate, "items"> {
  return {
    customer_name: values.customerName.trim(),
    customer_phone: values.customerPhone.trim(),
    customer_doc: values.customerDoc.trim(),
    delivery_date: apiDateOrNull(values.deliveryDate),
    notes: values.notes,
  };
}

/** CPF while 11 digits or fewer, CNPJ beyond. */
export const formatDocument = (typed: string): string => {
  const clean = typed.toUpperCase().replace(/[^0-9A-Z]/g, "");
  return clean.length <= 11 && /^\d*$/.test(clean) ? formatCpf(clean) : formatCnpj(clean);
};

const documentValid = (text: string): boolean => {
  const digits = text.replace(/[^0-9A-Z]/gi, "");
  return digits.length <= 11 ? isValidCpf(text) : isValidCnpj(text);
};

export type OrderGeneralFormProps = {
  /** The order to edit; absent on /atendimentos/novo. */
  readonly order?: AttendanceDetail;
  readonly disabled?: boolean;
  readonly save: (values: GeneralValues) => Promise<AttendanceDetail>;
  readonly onSaved: (order: AttendanceDetail) => void;
  readonly submitLabel: string;
};

/** The geral tab and the new-order page: customer name, phone, CPF/CNPJ, delivery date and notes. */
export function OrderGeneralForm({ order, disabled = false, save, onSaved, submitLabel }: OrderGeneralFormProps) {
  const { t } = useTranslation(["production", "common"]);
  // null: not being edited, the order's current values show (a live change elsewhere is seen at once).
  const [draft, setDraft] = useState<GeneralValues | null>(null);
  const [saved, setSaved] = useState(false);
  const [tried, setTried] = useState(false);
  const [searching, setSearching] = useState(false);
  /** The delivery date typed is a whole date not in the calendar (31/02/2026): nothing is sent. */
  const [impossibleDate, setImpossibleDate] = useState(false);
  const values = draft ?? generalValuesOf(order);
  /** Typed and not yet saved: leaving asks first (a ref, so a save and its navigation in one tick pass). */
  const unsaved = useRef(false);
  const writer = useProductionSave(save, (fresh) => {
    unsaved.current = false;
    setDraft(null);
    setTried(false);
    setSaved(true);
    onSaved(fresh);
  });
  const busy = useSelector(writer, (s) => s.hasTag("busy"));
  const failure = useSelector(writer, (s) => (s.hasTag("failed") ? s.context.failure : null));

  const set = <K extends keyof GeneralValues>(key: K, value: GeneralValues[K]) => {
    unsaved.current = true;
    setSaved(false);
    setDraft({ ...values, [key]: value });
  };
  /** A customer picked from earlier orders: name and phone come along. */
  const pick = (name: unknown, row: Readonly<Record<string, unknown>>) => {
    if (typeof name !== "string") return;
    unsaved.current = true;
    setSaved(false);
    setDraft({
      ...values,
      customerName: name,
      customerPhone: typeof row.customer_phone === "string" ? row.customer_phone : values.customerPhone,
    });
  };
  const nameMissing = values.customerName.trim() === "";
  const docInvalid = !documentValid(values.customerDoc);
  const phoneInvalid = !isValidPhone(values.customerPhone);
  const blocked = nameMissing || docInvalid || phoneInvalid || impossibleDate;
  const general = failure && !onlyFields(failure, FIELDS) ? failureText(t, failure, "production:general.failed") : null;

  return (
    <form
      className="production-general"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!blocked) writer.send({ type: "submit", request: values });
      }}
    >
      <div className="production-form-grid">
        <div className="production-form-grid__wide production-customer-row">
          <TextField
            id="order-customer-name"
            label={t("general.customer-name")}
            value={values.customerName}
            onChange={(value) => set("customerName", value)}
            maxLength={160}
            required
            disabled={disabled}
            autoComplete="off"
            error={
              (tried || draft !== null) && nameMissing ? t("general.required") : fieldMessage(failure, "customer_name")
            }
            className="production-customer-row__field"
          />
          {disabled ? null : (
            <Button
              type="button"
              icon="pi pi-search"
              label={t("general.search-customer")}
              outlined
              onClick={() => setSearching(true)}
            />
          )}
        </div>
        <PhoneField
          id="order-customer-phone"
          label={t("general.customer-phone")}
          value={values.customerPhone}
          onChange={(value) => set("customerPhone", value)}
          disabled={disabled}
          error={fieldMessage(failure, "customer_phone")}
        />
        <TextField
          id="order-customer-doc"
          label={t("general.customer-doc")}
          value={values.customerDoc}
          onChange={(value) => set("customerDoc", formatDocument(value))}
          maxLength={18}
          disabled={disabled}
          error={
            docInvalid && values.customerDoc.replace(/\W/g, "").length >= 11
              ? t("general.doc-invalid")
              : fieldMessage(failure, "customer_doc")
          }
        />
        <DateField
          id="order-delivery-date"
          label={t("general.delivery-date")}
          value={values.deliveryDate}
          onChange={(value) => set("deliveryDate", value)}
          onImpossibleChange={setImpossibleDate}
          disabled={disabled}
          error={fieldMessage(failure, "delivery_date")}
        />
        <TextField
          id="order-notes"
          label={t("general.notes")}
          value={values.notes}
          onChange={(value) => set("notes", value)}
          maxLength={2000}
          multiline
          disabled={disabled}
          error={fieldMessage(failure, "notes")}
          className="production-form-grid__wide"
        />
      </div>
      {general ? <Message severity="error" role="alert" text={general} className="production-notice" /> : null}
      {saved && !draft ? (
        <Message severity="success" role="status" text={t("general.saved")} className="production-notice" />
      ) : null}
      {searching ? (
        <SearchModal
          visible
          onHide={() => setSearching(false)}
          header={t("general.search-title")}
          searchLabel={t("general.search-label")}
          request={{
            url: "/api/v1/silkriar_attendances",
            params: { per_page: 20, sort_field: "updated_at", sort_direction: "desc" },
            dataField: "data",
          }}
          columns={[
            { field: "customer_name", header: t("columns.customer"), selectable: true },
            { field: "customer_phone", header: t("columns.phone") },
            { field: "number", header: t("columns.number"), format: (value) => String(value ?? "") },
            { field: "status_name", header: t("columns.status") },
          ]}
          notFoundMessage={t("general.search-not-found")}
          onSelect={pick}
        />
      ) : null}
      {disabled ? null : (
        <div className="production-form-actions">
          <Button
            type="submit"
            icon="pi pi-save"
            label={submitLabel}
            loading={busy}
            disabled={busy || (tried && blocked)}
          />
        </div>
      )}
      <LeaveGuard unsaved={() => unsaved.current} />
    </form>
  );
}
