import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pageAccounts } from "../../services/api/finance-accounts.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { useLocale, useLocalizedPath } from "../shared/use-locale.ts";
import { accountColumns } from "./account-columns.tsx";
import { AccountCreateDialog } from "./account-create-dialog.tsx";
import { accountPath, reconciliationPath } from "./finance-account-paths.ts";
import "./finance.css";
import "./finance-accounts.css";

/**
 * /contas (FIN 3): the accounts of the user's units with their balances; "Nova conta" opens the account creation
 * modal (spec 2.10), "Nova conta (página)" the full page.
 */
export function AccountsScreen() {
  const { t } = useTranslation(["finance-accounts", "table", "common"]);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [changes, setChanges] = useState(0);
  const columns = useMemo(
    () =>
      accountColumns(
        t,
        locale,
        (account) => localized(accountPath(account.id)),
        (account) => localized(reconciliationPath(account.id)),
      ),
    [t, locale, localized],
  );
  return (
    <div className="finance-page">
      <div className="finance-page__bar">
        <Button type="button" icon="pi pi-plus" label={t("accounts.new")} onClick={() => setCreating(true)} />
        <Link to={localized(accountPath(null))} className="p-button p-button-outlined p-component finance-link-button">
          <i className="pi pi-file-edit" aria-hidden="true" />
          <span>{t("accounts.new-page")}</span>
        </Link>
      </div>
      {notice ? <Message severity="success" text={notice} className="w-full finance-notice" /> : null}
      <DataTable
        key={changes}
        id="accounts"
        columns={columns}
        fetchPage={pageAccounts}
        dataKey="id"
        fileName={t("accounts.file-name")}
        label={t("accounts.title")}
      />
      {creating ? (
        <AccountCreateDialog
          onHide={() => setCreating(false)}
          onCreated={(account) => {
            setCreating(false);
            setNotice(t("accounts.created", { name: account.accountName }));
            setChanges((n) => n + 1);
          }}
        />
      ) : null}
    </div>
  );
}
