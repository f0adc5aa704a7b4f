import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { joinSentences } from "../../domain/text.ts";
import { financialEntryFormMachine, financialEntryFormSpec } from "../../machines/financial-entry-form.machine.ts";
import { isApiError } from "../../schemas/api-failure.ts";
import type { FinancialEntryInput } from "../../schemas/finance-entries.ts";
import { createFinancialEntry, getFinancialEntry, updateFinancialEntry } from "../../services/api/finance-entries.ts";
import { RecordFormPage } from "../components/record-form/record-form-page.tsx";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { FinancialEntryFilesTab } from "./financial-entry-files-tab.tsx";
import { FinancialEntryGeneralTab } from "./financial-entry-general-tab.tsx";
import {
  FINANCIAL_ENTRIES_PATH,
  financialEntryPageFrom,
  financialEntryPath,
  newFinancialEntryPageFrom,
} from "./financial-entry-paths.ts";
import "./financial-entries.css";

const calls = {
  load: getFinancialEntry,
  // A change edits one installment: its kind and the split are the bill's, fixed once created.
  save: ({ id, body }: { id: number | null; body: FinancialEntryInput }) => {
    if (id === null) return createFinancialEntry(body);
    const { kind: _, installments: __, ...patch } = body;
    return updateFinancialEntry(id, patch);
  },
};

/**
 * /contas-a-pagar-receber/novo/:tab and /contas-a-pagar-receber/editar/:id?/:tab (issue 14 item 3): a new bill
 * (split into installments) or one installment, with the tabs geral and anexos.
 */
export function FinancialEntryEditScreen() {
  const { t } = useTranslation(["finance-entries", "common"]);
  const params = useParams();
  const localized = useLocalizedPath();
  // /novo/:tab? has no :id; /editar/:id?/:tab? may leave it out too (a new entry).
  const page =
    params.id === undefined ? newFinancialEntryPageFrom(params.tab) : financialEntryPageFrom(params.id, params.tab);
  return (
    <RecordFormPage
      spec={financialEntryFormSpec}
      machine={financialEntryFormMachine}
      calls={calls}
      page={page}
      pathOf={(id, tab) => localized(financialEntryPath(id, tab))}
      leaveTo={localized(FINANCIAL_ENTRIES_PATH)}
      texts={{
        heading: (entry) =>
          entry
            ? `${entry.description} (${entry.installment_number}/${entry.installment_count})`
            : t("form.new-heading"),
        tab: (tab) => t(`form.tabs.${tab}`),
        tabsLabel: t("form.tabs-label"),
        issue: (code) => t(`issues.${code}`),
        saved: (created) => t(created ? "messages.created" : "messages.saved"),
        saveFailed: (error) =>
          isApiError(error) && error.messages.length > 0 ? joinSentences(error.messages) : t("messages.save-failed"),
        invalid: t("messages.fix-fields"),
      }}
    >
      {(tab, fields) =>
        tab === "anexos" ? (
          <FinancialEntryFilesTab entryId={fields.values.id} />
        ) : (
          <FinancialEntryGeneralTab {...fields} />
        )
      }
    </RecordFormPage>
  );
}
