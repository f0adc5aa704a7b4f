import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { currentCurrency } from "../../services/format.ts";
import { formatMoney, parseMoney } from "../../domain/money.ts";
import { formatDisplayDate, parseApiDate } from "../../domain/dates.ts";
import type { StatementImportResult, StatementLine } from "../../schemas/finance-accounts.ts";
import {
  createEntryFromStatementLine,
  getAccount,
  importStatement,
  listStatementLines,
  reconcileStatementLine,
  statementFileToUpload,
} from "../../services/api/finance-accounts.ts";
import { failureText } from "../components/form/api-failure.ts";
import { TextField } from "../components/form/text-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocale, useLocalizedPath } from "../shared/use-locale.ts";
import { useSaveActor } from "../shared/use-save-actor.ts";
import { ACCOUNTS_PATH } from "./finance-account-paths.ts";
import "./finance.css";
import "./finance-accounts.css";

type Action =
  | { readonly kind: "import"; readonly file: File }
  | { readonly kind: "reconcile"; readonly line: number; readonly entry: number; readonly settlement: number | null }
  | { readonly kind: "create"; readonly line: number; readonly description: string };

const run = async (accountId: number, action: Action): Promise<StatementImportResult | StatementLine> => {
  if (action.kind === "import") return importStatement(accountId, await statementFileToUpload(action.file));
  if (action.kind === "reconcile")
    return reconcileStatementLine(action.line, { entry_id: action.entry, settlement_id: action.settlement });
  return createEntryFromStatementLine(action.line, { description: action.description });
};

/**
 * /contas/conciliacao/:id (FIN 3, issue 14 item 8): import the bank's OFX statement into the account, then reconcile
 * each line with the settlement or open entry it is, or create a settled entry from it; unmatched lines stay listed.
 */
export function ReconciliationScreen() {
  const { t } = useTranslation(["finance-accounts", "common"]);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const accountId = Number(useParams().id);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [creating, setCreating] = useState<{ line: number; description: string } | null>(null);
  const account = useResourceData(useResource((signal) => getAccount(accountId, signal), `${accountId}-${version}`));
  const lines = useResourceData(
    useResource((signal) => listStatementLines(accountId, signal), `${accountId}-${version}`),
  );
  const action = useSaveActor(
    (request: Action) => run(accountId, request),
    (result) => {
      setCreating(null);
      setNotice("imported" in result ? t("reconciliation.imported", result) : null);
      setVersion((n) => n + 1);
    },
  );
  const busy = useSelector(action, (s) => s.hasTag("busy"));
  const failure = useSelector(action, (s) => s.context.failure);
  const money = (text: string) => formatMoney(parseMoney(text) ?? 0, locale, currentCurrency());
  const date = (text: string) => {
    const parsed = parseApiDate(text);
    return parsed === null ? text : formatDisplayDate(parsed);
  };
  const rows = lines.data?.data ?? [];
  const unmatched = rows.filter((line) => line.settlement_id === null).length;
  return (
    <div className="finance-page">
      <div className="finance-page__bar">
        <Link to={localized(ACCOUNTS_PATH)} className="p-button p-button-text p-component">
          <i className="pi pi-arrow-left" aria-hidden="true" />
          <span>{t("reconciliation.back")}</span>
        </Link>
        <label className="p-button p-component finance-file-button">
          <i className="pi pi-upload" aria-hidden="true" />
          <span>{t("reconciliation.import")}</span>
          <input
            type="file"
            accept=".ofx,application/x-ofx"
            className="finance-file-input"
            data-testid="statement-file"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) action.send({ type: "submit", request: { kind: "import", file } });
            }}
          />
        </label>
      </div>
      <h2 className="finance-heading">
        {t("reconciliation.heading", { name: account.data?.accountName ?? "" })}
        {account.data ? ` — ${money(account.data.balance)}` : ""}
      </h2>
      {notice ? <Message severity="success" text={notice} className="w-full finance-notice" /> : null}
      {failure ? (
        <Message
          severity="error"
          role="alert"
          text={failureText(t, failure, "finance-accounts:reconciliation.action-failed")}
          className="w-full finance-notice"
        />
      ) : null}
      {/* Before the first statement: one sentence, not "0 não conciliados" over a table of headers only. */}
      {lines.data && rows.length === 0 ? <p className="finance-empty">{t("reconciliation.none")}</p> : null}
      {rows.length > 0 ? (
        <p className="finance-count">{t("reconciliation.unmatched-count", { count: unmatched })}</p>
      ) : null}
      <table className="finance-statement" aria-label={t("reconciliation.title")} hidden={rows.length === 0}>
        <thead>
          <tr>
            <th>{t("reconciliation.date")}</th>
            <th>{t("reconciliation.memo")}</th>
            <th className="finance-money">{t("reconciliation.amount")}</th>
            <th>{t("reconciliation.status")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((line) => (
            <tr key={line.id} data-line={line.fit_id}>
              <td>{date(line.date)}</td>
              <td>{line.memo}</td>
              <td className="finance-money">{money(line.amount)}</td>
              <td>
                {line.settlement_id !== null ? (
                  <span className="finance-reconciled">
                    <i className="pi pi-check-circle" aria-hidden="true" />{" "}
                    {t("reconciliation.reconciled", { description: line.entry_description ?? "" })}
                  </span>
                ) : (
                  <div className="finance-statement__actions">
                    <span className="finance-unmatched">{t("reconciliation.unmatched")}</span>
                    {line.matches.map((match) => (
                      <Button
                        key={`${match.entry_id}-${match.settlement_id ?? "open"}`}
                        type="button"
                        size="small"
                        outlined
                        disabled={busy}
                        label={t(match.settlement_id === null ? "reconciliation.settle" : "reconciliation.link", {
                          description: match.description,
                          date: date(match.date),
                        })}
                        onClick={() =>
                          action.send({
                            type: "submit",
                            request: {
                              kind: "reconcile",
                              line: line.id,
                              entry: match.entry_id,
                              settlement: match.settlement_id,
                            },
                          })
                        }
                      />
                    ))}
                    {creating?.line === line.id ? (
                      <form
                        className="finance-statement__create"
                        onSubmit={(event) => {
                          event.preventDefault();
                          if (creating.description.trim() === "") return;
                          action.send({
                            type: "submit",
                            request: { kind: "create", line: line.id, description: creating.description },
                          });
                        }}
                      >
                        <TextField
                          id={`statement-description-${line.id}`}
                          label={t("reconciliation.description")}
                          value={creating.description}
                          onChange={(description) => setCreating({ line: line.id, description })}
                          maxLength={200}
                          required
                          autoFocus
                        />
                        <Button type="submit" size="small" disabled={busy} label={t("reconciliation.create-confirm")} />
                      </form>
                    ) : (
                      <Button
                        type="button"
                        size="small"
                        text
                        icon="pi pi-plus"
                        label={t("reconciliation.create")}
                        onClick={() => setCreating({ line: line.id, description: line.memo })}
                      />
                    )}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
