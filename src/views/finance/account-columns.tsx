import type { TFunction } from "i18next";
import { Link } from "react-router";
import { formatMoney, parseBigMoney } from "../../domain/money.ts";
import type { Locale } from "../../domain/locale.ts";
import type { AccountDetail, AccountListQuery } from "../../schemas/finance-accounts.ts";
import { currentCurrency } from "../../services/format.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";

export type AccountSortField = NonNullable<AccountListQuery["sort_field"]>;

export const accountBalanceText = (account: AccountDetail, locale: Locale) =>
  formatMoney(parseBigMoney(account.balance) ?? 0n, locale, currentCurrency());

/** /contas: name (to its page), unit, kind, bank, balance, active, and the reconciliation link of bank accounts. */
export function accountColumns(
  t: TFunction,
  locale: Locale,
  pathOf: (account: AccountDetail) => string,
  reconciliationOf: (account: AccountDetail) => string,
): ReadonlyArray<DataTableColumn<AccountDetail, AccountSortField>> {
  return [
    {
      field: "accountName",
      header: "finance-accounts:accounts.columns.accountName",
      sortable: true,
      text: (a) => a.accountName,
      body: (a) => <Link to={pathOf(a)}>{a.accountName}</Link>,
    },
    {
      field: "companyName",
      header: "finance-accounts:accounts.columns.companyName",
      sortable: true,
      text: (a) => a.companyName,
    },
    {
      field: "kind",
      header: "finance-accounts:accounts.columns.kind",
      sortable: true,
      text: (a) => t(`finance-accounts:accounts.kinds.${a.kind}`),
    },
    {
      field: "bank",
      header: "finance-accounts:accounts.columns.bank",
      text: (a) => (a.bankCode ? `${a.bankCode} — ${a.bankName ?? ""}` : ""),
    },
    {
      field: "balance",
      header: "finance-accounts:accounts.columns.balance",
      sortable: true,
      text: (a) => accountBalanceText(a, locale),
      body: (a) => <span className="finance-money">{accountBalanceText(a, locale)}</span>,
    },
    {
      field: "active",
      header: "finance-accounts:accounts.columns.active",
      sortable: true,
      text: (a) => (a.active ? t("finance-accounts:accounts.yes") : t("finance-accounts:accounts.no")),
      body: (a) => <BooleanTag value={a.active} />,
    },
    {
      field: "actions",
      header: "finance-accounts:accounts.columns.actions",
      text: () => "",
      // Drawers and safes have no bank statement to reconcile.
      body: (a) =>
        a.kind !== "bank" ? null : (
          <Link
            to={reconciliationOf(a)}
            className="p-button p-button-text p-button-sm"
            aria-label={t("finance-accounts:accounts.reconcile-named", { name: a.accountName })}
            title={t("finance-accounts:accounts.reconcile-named", { name: a.accountName })}
          >
            <i className="pi pi-sync" aria-hidden="true" />
          </Link>
        ),
    },
  ];
}
