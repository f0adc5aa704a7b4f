import { useTranslation } from "react-i18next";
import { FRANCHISE_STATUSES } from "../../domain/franchise.ts";
import type {
  FranchiseEdit,
  FranchiseFormValues,
  FranchiseGeneralChange,
} from "../../machines/franchise-unit-form.machine.ts";
import { DateField } from "../components/form/date-field.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { PercentageField } from "../components/form/percentage-field.tsx";
import { PhoneField } from "../components/form/phone-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import type { FieldMessage } from "../components/record-form/record-form-page.tsx";

export type FranchiseTabProps = {
  readonly edit: (edit: FranchiseEdit) => void;
  readonly values: FranchiseFormValues;
  readonly message: FieldMessage;
};

/** The geral tab: the franchisee company, its owner and the contract (start, royalties, marketing fund, status). */
export function FranchiseGeneralTab({ edit, values, message }: FranchiseTabProps) {
  const { t } = useTranslation("franchise");
  const change = (change: FranchiseGeneralChange) => edit({ type: "change", change });
  const text = (field: "legalName" | "ownerName" | "ownerEmail", label: string, maxLength: number, wide = false) => (
    <TextField
      id={`franchise-${field}`}
      label={label}
      value={values[field]}
      onChange={(value) => change({ [field]: value })}
      maxLength={maxLength}
      type={field === "ownerEmail" ? "email" : "text"}
      error={message(field)}
      autoFocus={field === "legalName"}
      className={wide ? "franchise-grid__double" : undefined}
    />
  );
  return (
    <div className="franchise-grid">
      <h2 className="franchise-grid__heading">{t("form.company-heading")}</h2>
      {text("legalName", t("form.legal-name"), 160, true)}
      <TextField
        id="franchise-cnpj"
        label={t("form.cnpj")}
        value={values.cnpj}
        onChange={(cnpj) => change({ cnpj })}
        maxLength={18}
        error={message("cnpj")}
      />
      <h2 className="franchise-grid__heading">{t("form.owner-heading")}</h2>
      {text("ownerName", t("form.owner-name"), 120, true)}
      <TextField
        id="franchise-ownerCpf"
        label={t("form.owner-cpf")}
        value={values.ownerCpf}
        onChange={(ownerCpf) => change({ ownerCpf })}
        inputMode="numeric"
        maxLength={14}
        error={message("ownerCpf")}
      />
      {text("ownerEmail", t("form.owner-email"), 254, true)}
      <PhoneField
        id="franchise-ownerPhone"
        label={t("form.owner-phone")}
        value={values.ownerPhone}
        onChange={(ownerPhone) => change({ ownerPhone })}
        error={message("ownerPhone")}
      />
      <h2 className="franchise-grid__heading">{t("form.contract-heading")}</h2>
      <DateField
        id="franchise-contractStart"
        label={t("form.contract-start")}
        value={values.contractStart === "" ? null : values.contractStart}
        onChange={(date) => change({ contractStart: date ?? "" })}
        error={message("contractStart")}
      />
      <PercentageField
        id="franchise-royalty"
        label={t("form.royalty")}
        value={values.royaltyPercent}
        onChange={(royaltyPercent) => change({ royaltyPercent })}
        error={message("royaltyPercent")}
      />
      <PercentageField
        id="franchise-marketing"
        label={t("form.marketing")}
        value={values.marketingFundPercent}
        onChange={(marketingFundPercent) => change({ marketingFundPercent })}
        error={message("marketingFundPercent")}
      />
      <DropdownField
        id="franchise-status"
        label={t("form.status")}
        value={values.status}
        options={FRANCHISE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(status) => change({ status: status ?? "active" })}
        error={message("status")}
      />
    </div>
  );
}
