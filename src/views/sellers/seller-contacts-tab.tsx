import { useTranslation } from "react-i18next";
import type { SellerEdit, SellerFormValues } from "../../machines/seller-form.machine.ts";
import { PhoneField } from "../components/form/phone-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import type { FieldMessage } from "../components/record-form/record-form-page.tsx";

export type SellerContactsTabProps = {
  readonly edit: (edit: SellerEdit) => void;
  readonly values: SellerFormValues;
  readonly message: FieldMessage;
};

/** The contatos tab: phone, e-mail and notes. */
export function SellerContactsTab({ edit, values, message }: SellerContactsTabProps) {
  const { t } = useTranslation("sellers");
  const change = (change: Partial<SellerFormValues>) => edit({ type: "change", change });
  return (
    <div className="seller-grid">
      <PhoneField
        id="seller-phone"
        label={t("fields.phone")}
        value={values.phone}
        onChange={(phone) => change({ phone })}
        error={message("phone")}
      />
      <TextField
        id="seller-email"
        label={t("fields.email")}
        type="email"
        inputMode="email"
        value={values.email}
        onChange={(email) => change({ email })}
        maxLength={254}
        error={message("email")}
      />
      <TextField
        id="seller-notes"
        label={t("fields.notes")}
        value={values.notes}
        onChange={(notes) => change({ notes })}
        maxLength={1000}
        multiline
        error={message("notes")}
        className="seller-grid__wide"
      />
    </div>
  );
}
