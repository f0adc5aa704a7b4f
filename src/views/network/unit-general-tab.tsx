import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { UFS } from "../../domain/customers.ts";
import { cleanDocument, isValidCnpj } from "../../domain/documents.ts";
import type { UnitChange, UnitEdit, UnitFormValues } from "../../machines/unit-form.machine.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { PhoneField } from "../components/form/phone-field.tsx";
import type { FieldMessage } from "../components/record-form/record-form-page.tsx";
import { TextField, type TextFieldProps } from "../components/form/text-field.tsx";

export type UnitTabProps = {
  readonly edit: (edit: UnitEdit) => void;
  readonly values: UnitFormValues;
  readonly message: FieldMessage;
};

type TextKey = "name" | "legalName" | "federalTaxId" | "stateRegistration" | "email";
type AddressKey = "zipCode" | "street" | "addressNumber" | "complement" | "district" | "city";
type Extra = Partial<Pick<TextFieldProps, "required" | "inputMode" | "autoComplete" | "type" | "className">>;

const WIDE = "unit-grid__double";
const FIELDS: ReadonlyArray<readonly [TextKey, string, number, Extra]> = [
  ["name", "name", 120, { required: true, className: WIDE }],
  ["legalName", "legal-name", 160, { className: WIDE }],
  ["federalTaxId", "cnpj", 18, {}],
  ["stateRegistration", "state-registration", 20, {}],
];
const ADDRESS: ReadonlyArray<readonly [AddressKey, string, number, Extra]> = [
  ["zipCode", "zip-code", 9, { inputMode: "numeric", autoComplete: "postal-code" }],
  ["street", "street", 160, { className: WIDE, autoComplete: "address-line1" }],
  ["addressNumber", "number", 20, {}],
  ["complement", "complement", 80, {}],
  ["district", "district", 80, {}],
  ["city", "city", 80, { autoComplete: "address-level2" }],
];
const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: uf }));

/** The geral tab: trade and legal names, CNPJ (the alphanumeric one too), IE, address, phone, e-mail, settings. */
export function UnitGeneralTab({ edit, values, message }: UnitTabProps) {
  const { t } = useTranslation("network");
  const change = (change: UnitChange) => edit({ type: "change", change });
  // The first field takes the focus when the tab opens.
  useEffect(() => document.getElementById("unit-name")?.focus(), []);
  // A complete CNPJ with wrong check digits is called out at once; the other rules wait for a save.
  const cnpjMessage =
    message("federalTaxId") ??
    (cleanDocument(values.federalTaxId).length >= 14 && !isValidCnpj(values.federalTaxId) ? t("issues.cnpj") : null);
  const text = ([key, label, maxLength, extra]: readonly [TextKey | AddressKey, string, number, Extra]) => (
    <TextField
      key={key}
      id={`unit-${key}`}
      label={t(`form.${label}`)}
      value={values[key]}
      onChange={(value) => change({ [key]: value })}
      maxLength={maxLength}
      error={key === "federalTaxId" ? cnpjMessage : message(key)}
      {...extra}
    />
  );
  return (
    <div className="unit-form">
      <div className="unit-grid">
        {FIELDS.map(text)}
        <p className="unit-hint unit-grid__wide">{t("form.state-registration-hint")}</p>
        <PhoneField
          id="unit-phone"
          label={t("form.phone")}
          value={values.phone}
          onChange={(phone) => change({ phone })}
          error={message("phone")}
        />
        {text(["email", "email", 254, { type: "email", inputMode: "email", autoComplete: "email", className: WIDE }])}
      </div>
      <h2 className="unit-section">{t("form.address")}</h2>
      <div className="unit-grid">
        {ADDRESS.map(text)}
        <DropdownField
          id="unit-uf"
          label={t("form.uf")}
          value={values.uf === "" ? null : values.uf}
          options={UF_OPTIONS}
          onChange={(uf) => change({ uf: uf ?? "" })}
          showClear
          error={message("uf")}
        />
      </div>
      <h2 className="unit-section">{t("form.settings")}</h2>
      <UnitSwitch
        id="unit-active"
        label={t("form.active")}
        hint={t("form.active-hint")}
        checked={values.active}
        onChange={(active) => change({ active })}
      />
      <UnitSwitch
        id="unit-sync-installments"
        label={t("form.sync-installments")}
        hint={t("form.sync-installments-hint")}
        checked={values.syncInstallments}
        onChange={(syncInstallments) => change({ syncInstallments })}
      />
    </div>
  );
}

type UnitSwitchProps = {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
};

/** A labelled on/off switch (a native checkbox with the switch role) with an optional hint below. */
export function UnitSwitch({ id, label, hint, checked, disabled, onChange }: UnitSwitchProps) {
  return (
    <div className="unit-switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        id={id}
        className="unit-switch__input"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className="unit-switch__label">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="unit-hint">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
