import { Checkbox } from "primereact/checkbox";
import { Message } from "primereact/message";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Cents, MAX_TOTAL_CENTS } from "../../domain/money.ts";
import { itemSubtotal } from "../../domain/production.ts";
import { GARMENT_OPTIONS, type OrderItem, type Size, type Stamp } from "../../schemas/production.ts";
import { money } from "../../services/format.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { LeaveGuard } from "../components/form/leave-guard.tsx";
import { MoneyField } from "../components/form/money-field.tsx";
import { ModalForm } from "../components/modal-form/modal-form.tsx";
import { digitsOnly, draftErrors, draftOf, type ItemDraft, sizesSum } from "./item-draft.ts";
import { fieldMessage, failureText, onlyFields } from "../components/form/api-failure.ts";
import { TextField } from "../components/form/text-field.tsx";

export type ItemFormDialogProps = {
  /** The item to edit; absent to add one. */
  readonly item?: OrderItem;
  readonly stamps: ReadonlyArray<Stamp>;
  readonly sizes: ReadonlyArray<Size>;
  readonly busy: boolean;
  /** The last failed save, to show its messages. */
  readonly failure: unknown;
  readonly onSubmit: (draft: ItemDraft) => void;
  readonly onHide: () => void;
};

const FIELDS = ["description", "stamp_id", "quantity", "unit_price", "discount", "cloth", "cloth_color"];

/** Adds or edits a garment (spec 3): description, stamp, quantity, prices, cloth, options and the sizes grid. */
export function ItemFormDialog({ item, stamps, sizes, busy, failure, onSubmit, onHide }: ItemFormDialogProps) {
  const { t } = useTranslation(["production", "common"]);
  const [draft, setDraft] = useState<ItemDraft>(() => draftOf(item));
  const sizeIds = sizes.map((size) => size.id);
  const errors = draftErrors(draft, sizeIds);
  const [touched, setTouched] = useState(false);
  // Something typed and not saved yet: leaving the page asks first (a saved item closes this dialog).
  const typed = useRef(false);
  const shown = (key: keyof typeof errors) =>
    touched || key === "discount" || key === "sizes" ? errors[key] : undefined;
  const message = (key: keyof typeof errors, ...fields: string[]) => {
    const own = shown(key);
    return own ? t(own) : fieldMessage(failure, ...fields);
  };
  const set = <K extends keyof ItemDraft>(key: K, value: ItemDraft[K]) => {
    setTouched(true);
    typed.current = true;
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const quantity = Number(draft.quantity) || 0;
  const subtotal: Cents | null = itemSubtotal(draft.unitPrice ?? 0, quantity, draft.discount ?? 0);
  const sum = sizesSum(draft, sizeIds);
  const generalFailure =
    failure !== null && failure !== undefined && !onlyFields(failure, [...FIELDS, "orders_items_sizes"])
      ? failureText(t, failure, "production:items.failed")
      : null;
  const sizeGroups = [
    { key: "adult", sizes: sizes.filter((size) => !size.kids) },
    { key: "kids", sizes: sizes.filter((size) => size.kids) },
  ].filter((group) => group.sizes.length > 0);

  return (
    <ModalForm
      visible
      header={item ? t("items.edit") : t("items.add")}
      onHide={onHide}
      onSubmit={() => {
        setTouched(true);
        if (Object.keys(errors).length === 0) onSubmit(draft);
      }}
      hasErrors={touched && Object.keys(errors).length > 0}
      busy={busy}
      className="production-dialog production-dialog--wide"
    >
      <LeaveGuard unsaved={() => typed.current} />
      <div className="production-form-grid">
        <TextField
          id="item-description"
          label={t("items.fields.description")}
          value={draft.description}
          onChange={(value) => set("description", value)}
          maxLength={200}
          required
          error={message("description", "description")}
          className="production-form-grid__wide"
        />
        <DropdownField
          id="item-stamp"
          label={t("items.fields.stamp")}
          value={draft.stampId}
          options={stamps.map((stamp) => ({ value: stamp.id, label: stamp.description }))}
          onChange={(value) => set("stampId", value)}
          placeholder={t("items.no-stamp")}
          filter
          showClear
          error={fieldMessage(failure, "stamp_id")}
          className="production-form-grid__wide"
        />
        <TextField
          id="item-quantity"
          label={t("items.fields.quantity")}
          value={draft.quantity}
          onChange={(value) => set("quantity", digitsOnly(value))}
          inputMode="numeric"
          required
          error={message("quantity", "quantity")}
        />
        <MoneyField
          id="item-unit-price"
          label={t("items.fields.unit-price")}
          value={draft.unitPrice}
          onChange={(value) => set("unitPrice", value)}
          error={fieldMessage(failure, "unit_price")}
        />
        <MoneyField
          id="item-discount"
          label={t("items.fields.discount")}
          value={draft.discount}
          max={MAX_TOTAL_CENTS}
          onChange={(value) => set("discount", value)}
          error={message("discount", "discount")}
        />
        <div className="field">
          <span className="production-form-grid__label">{t("items.fields.subtotal")}</span>
          <output className="production-form-grid__output" aria-live="polite">
            {subtotal === null ? "—" : money(subtotal)}
          </output>
        </div>
        <TextField
          id="item-cloth"
          label={t("items.fields.cloth")}
          value={draft.cloth}
          onChange={(value) => set("cloth", value)}
          maxLength={100}
          error={fieldMessage(failure, "cloth")}
        />
        <TextField
          id="item-cloth-color"
          label={t("items.fields.cloth-color")}
          value={draft.clothColor}
          onChange={(value) => set("clothColor", value)}
          maxLength={60}
          error={fieldMessage(failure, "cloth_color")}
        />
      </div>

      <fieldset className="production-fieldset">
        <legend>{t("items.options-title")}</legend>
        <div className="production-checks">
          {GARMENT_OPTIONS.map((option) => (
            <div key={option} className="production-check">
              <Checkbox
                inputId={`item-option-${option}`}
                checked={draft.options[option]}
                onChange={(event) => set("options", { ...draft.options, [option]: event.checked === true })}
              />
              <label htmlFor={`item-option-${option}`}>{t(`items.options.${option}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="production-fieldset">
        <legend>{t("items.sizes.title")}</legend>
        {sizeGroups.map((group) => (
          <div key={group.key} className="production-size-inputs">
            <span className="production-size-inputs__group">{t(`items.sizes.${group.key}`)}</span>
            <div className="production-size-inputs__row">
              {group.sizes.map((size) => (
                <label key={size.id} className="production-size-input">
                  <span aria-hidden="true">{size.name}</span>
                  <input
                    className="p-inputtext p-component"
                    inputMode="numeric"
                    value={draft.sizes[size.id] ?? ""}
                    aria-label={t("items.sizes.quantity-of", { size: size.name })}
                    onChange={(event) => set("sizes", { ...draft.sizes, [size.id]: digitsOnly(event.target.value) })}
                  />
                </label>
              ))}
            </div>
          </div>
        ))}
        <p className={shown("sizes") ? "p-error production-size-sum" : "production-size-sum"} aria-live="polite">
          {shown("sizes") ? t("items.sizes.mismatch") : null}{" "}
          {t("items.sizes.sum", { sum, quantity: draft.quantity || 0 })}
        </p>
        {fieldMessage(failure, "orders_items_sizes") ? (
          <small className="p-error block">{fieldMessage(failure, "orders_items_sizes")}</small>
        ) : null}
      </fieldset>
      {generalFailure ? <Message severity="error" text={generalFailure} className="w-full" role="alert" /> : null}
    </ModalForm>
  );
}
