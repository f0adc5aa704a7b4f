import { Checkbox } from "primereact/checkbox";
import { RadioButton } from "primereact/radiobutton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CUSTOMER_TYPES, isValidCustomerDocument } from "../../domain/customers.ts";
import { cleanDocument } from "../../domain/documents.ts";
import type { CustomerEdit, CustomerFormValues, GeneralChange } from "../../machines/customer-form.machine.ts";
import { allCustomerGroups } from "../../services/api/customers.ts";
import { MultiSelectField } from "../components/form/multi-select-field.tsx";
import { PhoneField } from "../components/form/phone-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { PlainTextField } from "../components/form/plain-text-field.tsx";
import type { FieldMessage } from "../components/record-form/record-form-page.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { CustomerCityFields } from "./customer-city-fields.tsx";
import { SimilarCustomersHint } from "./similar-customers.tsx";

export type CustomerGeneralTabProps = {
  readonly edit: (edit: CustomerEdit) => void;
  readonly values: CustomerFormValues;
  readonly message: FieldMessage;
  /** The customer's id; null for a new one. */
  readonly customerId: number | null;
};

/** Characters of a complete CPF (11) and CNPJ (14), without the mask. */
const COMPLETE = { F: 11, J: 14 } as const;

/**
 * The geral tab: person or company, name, nickname, CPF/CNPJ (masked by the type), phone, e-mail, UF and city,
 * groups, active; the customers that look like the name, document or phone last typed.
 */
export function CustomerGeneralTab({ edit, values, message, customerId }: CustomerGeneralTabProps) {
  const { t } = useTranslation("customers");
  const [lookup, setLookup] = useState("");
  const groups = useResourceData(useResource(allCustomerGroups));
  const groupOptions = (groups.data?.data ?? [])
    .filter((group) => group.active || values.groupsIds.includes(group.id))
    .map((group) => ({ value: group.id as number, label: group.name }));
  const change = (change: GeneralChange) => edit({ type: "change", change });
  const typed = (change: GeneralChange, text: string) => {
    setLookup(text);
    edit({ type: "change", change });
  };
  const company = values.customerType === "J";
  const documentIssue = company ? "cnpj" : "cpf";
  // A complete document with wrong check digits is called out at once; the other rules wait for a save.
  const documentComplete = cleanDocument(values.docId1).length >= COMPLETE[values.customerType];
  const documentMessage =
    message("docId1") ??
    (documentComplete && !isValidCustomerDocument(values.customerType, values.docId1)
      ? t(`issues.${documentIssue}`)
      : null);
  return (
    <div className="record-form-grid">
      <fieldset className="customer-type record-form-grid__wide">
        <legend>{t("form.type")}</legend>
        {CUSTOMER_TYPES.map((type) => (
          <div key={type} className="customer-type__option">
            <RadioButton
              inputId={`customer-type-${type}`}
              name="customer-type"
              value={type}
              checked={values.customerType === type}
              onChange={() => change({ customerType: type })}
            />
            <label htmlFor={`customer-type-${type}`}>{t(`form.types.${type}`)}</label>
          </div>
        ))}
      </fieldset>
      <TextField
        id="customer-name"
        label={company ? t("form.company-name") : t("form.name")}
        value={values.name}
        onChange={(name) => typed({ name }, name)}
        maxLength={160}
        required
        error={message("name")}
        className="record-form-grid__double"
      />
      <PlainTextField
        id="customer-nickname"
        label={company ? t("form.trade-name") : t("form.nickname")}
        value={values.nickname}
        onChange={(nickname) => change({ nickname })}
        maxLength={120}
        error={message("nickname")}
        className="record-form-grid__double"
      />
      <TextField
        id="customer-doc"
        label={company ? t("form.cnpj") : t("form.cpf")}
        value={values.docId1}
        onChange={(docId1) => typed({ docId1 }, docId1)}
        maxLength={18}
        inputMode={company ? "text" : "numeric"}
        error={documentMessage}
      />
      <PhoneField
        id="customer-phone"
        label={t("form.phone")}
        value={values.phone1}
        onChange={(phone1) => typed({ phone1 }, phone1)}
        error={message("phone1")}
      />
      <TextField
        id="customer-email"
        label={t("form.email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(email) => change({ email })}
        maxLength={254}
        error={message("email")}
        className="record-form-grid__double"
      />
      <p className="customer-hint record-form-grid__wide">{t("form.contact-hint")}</p>
      <CustomerCityFields uf={values.cityUf} cityId={values.cityId} onChange={change} error={message("cityId")} />
      <MultiSelectField
        id="customer-groups"
        label={t("form.groups")}
        value={values.groupsIds}
        options={groupOptions}
        onChange={(groupsIds) => change({ groupsIds })}
        placeholder={t("form.groups-placeholder")}
        filter
        error={message("groupsIds")}
        className="record-form-grid__double"
      />
      <SimilarCustomersHint value={lookup} customerId={customerId} />
      <div className="customer-check record-form-grid__wide">
        <Checkbox
          inputId="customer-active"
          checked={values.active}
          onChange={(event) => change({ active: Boolean(event.checked) })}
        />
        <label htmlFor="customer-active">{t("form.active")}</label>
      </div>
    </div>
  );
}
