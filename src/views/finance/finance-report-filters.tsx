import { useTranslation } from "react-i18next";
import type { FinanceReportFilters } from "../../schemas/finance-reports.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";

type Props = {
  readonly options: FinanceReportFilters | null;
  readonly companyId: number | null;
  readonly onCompany: (id: number | null) => void;
  /** Left out: no account filter (the DRE). */
  readonly account?: { readonly id: number | null; readonly onChange: (id: number | null) => void };
};

/** Unit (or the whole network) and account (or every account) of a finance report. */
export function FinanceReportScope({ options, companyId, onCompany, account }: Props) {
  const { t } = useTranslation("finance-reports");
  const units = (options?.companies ?? []).map((unit) => ({ value: unit.id as number, label: unit.name }));
  const accounts = (options?.accounts ?? [])
    .filter((row) => companyId === null || row.company_id === companyId)
    .map((row) => ({ value: row.id, label: row.name }));
  return (
    <>
      <DropdownField
        id="finance-report-unit"
        className="finance-report__field"
        label={t("filters.unit")}
        value={companyId}
        options={units}
        placeholder={t("filters.network")}
        showClear
        onChange={onCompany}
      />
      {account ? (
        <DropdownField
          id="finance-report-account"
          className="finance-report__field"
          label={t("filters.account")}
          value={account.id}
          options={accounts}
          placeholder={t("filters.all-accounts")}
          showClear
          filter={accounts.length > 8}
          onChange={account.onChange}
        />
      ) : null}
    </>
  );
}
