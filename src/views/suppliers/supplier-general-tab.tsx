import { Checkbox } from "primereact/checkbox";
import { RadioButton } from "primereact/radiobutton";
import { useTranslation } from "react-i18next";
import { cleanDocument } from "../../domain/documents.ts";
import { STATE_REGISTRATION_EXEMPT } from "../../domain/network.ts";
import { documentRule, isValidDocumentOf, PERSON_TYPES } from "../../domain/suppliers.ts";
import type { SupplierChange, SupplierEdit, SupplierFormValues } from "../../machines/supplier-form.machine.ts";
import { PhoneField } from "../components/form/phone-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import type { FieldMessage } from "../components/record-form/record-form-page.tsx";

export type SupplierTabProps = {
  readonly edit: (edit: SupplierEdit) => void;
  readonly values: SupplierFormValues;
  readonly message: FieldMessage;
};

/** Characters of a complete CPF (11) and CNPJ (14), without the mask. */
const COMPLETE = { F: 11, J: 14 } as const;

/**
 * The geral tab: company or person, razão social / nome, nome fantasia, CNPJ (the alphanumeric one too) or CPF,
 * inscrição estadual or Isento, e-mail, phones, notes, active.
 */
export function SupplierGeneralTab({ edit, values, message }: SupplierTabProps) {
  const { t } = useTranslation("suppliers");
  const change = (change: SupplierChange) => edit({ type: "change", change });
  const company = values.personType === "J";
  const exempt = values.stateRegistration.trim().toUpperCase() === STATE_REGISTRATION_EXEMPT;
  // A complete document with wrong check digits is called out at once; the other rules wait for a save.
  const complete = cleanDocument(values.docId1).length >= COMPLETE[values.personType];
  const documentMessage =
    message("docId1") ??
    (complete && !isValidDocumentOf(values.personType, values.docId1)
      ? t(`issues.${documentRule(values.personType)}`)
      : null);
  return (
    <div className="record-form-grid">
      <fieldset className="supplier-type record-form-grid__wide">
        <legend>{t("form.person-type")}</legend>
        {PERSON_TYPES.map((type) => (
          <div key={type} className="supplier-option">
            <RadioButton
              inputId={`supplier-type-${type}`}
              name="supplier-type"
              value={type}
              checked={values.personType === type}
              onChange={() => change({ personType: type })}
            />
            <label htmlFor={`supplier-type-${type}`}>{t(`form.types.${type}`)}</label>
          </div>
        ))}
      </fieldset>
      <TextField
        id="supplier-name"
        label={company ? t("form.company-name") : t("form.name")}
        value={values.name}
        onChange={(name) => change({ name })}
        maxLength={160}
        required
        autoFocus
        error={message("name")}
        className="record-form-grid__double"
      />
      <TextField
        id="supplier-trade-name"
        label={t("form.trade-name")}
        value={values.tradeName}
        onChange={(tradeName) => change({ tradeName })}
        maxLength={120}
        error={message("tradeName")}
        className="record-form-grid__double"
      />
      <div className="supplier-ie">
        <TextField
          id="supplier-doc"
          label={company ? t("form.cnpj") : t("form.cpf")}
          value={values.docId1}
          onChange={(docId1) => change({ docId1 })}
          maxLength={18}
          inputMode={company ? "text" : "numeric"}
          error={documentMessage}
        />
        {company ? <p className="supplier-hint">{t("form.cnpj-hint")}</p> : null}
      </div>
      <div className="supplier-ie">
        <TextField
          id="supplier-ie"
          label={t("form.state-registration")}
          value={values.stateRegistration}
          onChange={(stateRegistration) => change({ stateRegistration })}
          maxLength={20}
          disabled={exempt}
          error={message("stateRegistration")}
        />
        <div className="supplier-option">
          <Checkbox
            inputId="supplier-ie-exempt"
            checked={exempt}
            onChange={(event) => change({ stateRegistration: event.checked ? STATE_REGISTRATION_EXEMPT : "" })}
          />
          <label htmlFor="supplier-ie-exempt">{t("form.exempt")}</label>
        </div>
      </div>
      <TextField
        id="supplier-email"
        label={t("form.email")}
        type="email"
        inputMode="email"
        value={values.email}
        onChange={(email) => change({ email })}
        maxLength={254}
        error={message("email")}
        className="record-form-grid__double"
      />
      <PhoneField
        id="supplier-phone1"
        label={t("form.phone1")}
        value={values.phone1}
        onChange={(phone1) => change({ phone1 })}
        error={message("phone1")}
      />
      <PhoneField
        id="supplier-phone2"
        label={t("form.phone2")}
        value={values.phone2}
        onChange={(phone2) => change({ phone2 })}
        error={message("phone2")}
      />
      <TextField
        id="supplier-notes"
        label={t("form.notes")}
        value={values.notes}
        onChange={(notes) => change({ notes })}
        maxLength={2000}
        multiline
        error={message("notes")}
        className="record-form-grid__wide"
      />
      <div className="supplier-option record-form-grid__wide">
        <Checkbox
          inputId="supplier-active"
          checked={values.active}
          onChange={(event) => change({ active: Boolean(event.checked) })}
        />
        <label htmlFor="supplier-active">{t("form.active")}</label>
      </div>
    </div>
  );
}
