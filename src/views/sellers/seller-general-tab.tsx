import { Checkbox } from "primereact/checkbox";
import { useTranslation } from "react-i18next";
import type { SellerEdit, SellerFormValues } from "../../machines/seller-form.machine.ts";
import type { SellerOptions } from "../../schemas/sellers.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { PercentageField } from "../components/form/percentage-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import type { FieldMessage } from "../components/record-form/record-form-page.tsx";

export type SellerGeneralTabProps = {
  readonly edit: (edit: SellerEdit) => void;
  readonly values: SellerFormValues;
  readonly message: FieldMessage;
  /** The network's units and users; null while they load. */
  readonly options: SellerOptions | null;
};

/** The geral tab: name, commission, unit (none: every unit), the network user who is this seller, active. */
export function SellerGeneralTab({ edit, values, message, options }: SellerGeneralTabProps) {
  const { t } = useTranslation("sellers");
  const change = (change: Partial<SellerFormValues>) => edit({ type: "change", change });
  const choices = (list: ReadonlyArray<{ id: number; name: string }> | undefined, none: string) => [
    { value: 0, label: none },
    ...(list ?? []).map((item) => ({ value: item.id, label: item.name })),
  ];
  return (
    <div className="seller-grid">
      <TextField
        id="seller-name"
        label={t("fields.name")}
        value={values.name}
        onChange={(name) => change({ name })}
        maxLength={120}
        required
        autoFocus
        error={message("name")}
        className="seller-grid__wide"
      />
      <PercentageField
        id="seller-commission"
        label={t("fields.commission")}
        value={values.commissionPercentage}
        onChange={(commissionPercentage) => change({ commissionPercentage })}
        placeholder="0"
        error={message("commission_percentage")}
      />
      <DropdownField
        id="seller-company"
        label={t("fields.company")}
        value={values.companyId ?? 0}
        options={choices(options?.companies, t("fields.all-companies"))}
        onChange={(id) => change({ companyId: id ? id : null })}
        filter
        error={message("company_id")}
      />
      <DropdownField
        id="seller-user"
        label={t("fields.user")}
        value={values.userId ?? 0}
        options={choices(options?.users, t("fields.no-user"))}
        onChange={(id) => change({ userId: id ? id : null })}
        filter
        error={message("user_id")}
      />
      <div className="seller-check">
        <Checkbox
          inputId="seller-active"
          checked={values.active}
          onChange={(event) => change({ active: event.checked === true })}
          aria-describedby="seller-active-hint"
        />
        <label htmlFor="seller-active">{t("fields.active")}</label>
        <small id="seller-active-hint" className="seller-hint">
          {t("hints.active")}
        </small>
      </div>
    </div>
  );
}
