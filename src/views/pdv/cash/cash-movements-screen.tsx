import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CashMovementList } from "../../../schemas/pdv-cash.ts";
import { listCashMovements } from "../../../services/api/pdv-cash.ts";
import { moneyOfText } from "../../../services/format.ts";
import { useLocalizedPath } from "../../shared/use-locale.ts";
import { DataTable } from "../../components/data-table/data-table.tsx";
import type { FetchPage } from "../../components/data-table/table-query.ts";
import { type CashMovementSortField, cashMovementColumns } from "./cash-movement-columns.tsx";

type Totals = CashMovementList["totals"];
type Row = CashMovementList["data"][number];

const amount = moneyOfText;

/** /movimentacao-de-caixa: registers by unit and period, with the totals of the whole filter (FIN 4). */
export function CashMovementsScreen() {
  const { t } = useTranslation(["cash", "table", "common"]);
  const path = useLocalizedPath();
  const [totals, setTotals] = useState<Totals | null>(null);
  const columns = useMemo(
    () => cashMovementColumns(t, (id) => path(`/movimentacao-de-caixa/visualizar/${id}`)),
    [t, path],
  );
  const fetchPage = useCallback<FetchPage<Row, CashMovementSortField>>(async (request, signal) => {
    const answer = await listCashMovements(request, signal);
    setTotals(answer.totals);
    return answer;
  }, []);
  const figures: ReadonlyArray<[string, string]> = totals
    ? [
        [t("list.count"), String(totals.count)],
        [t("list.columns.cash_supply"), amount(totals.cash_supply)],
        [t("list.columns.sales_count"), String(totals.sales_count)],
        [t("list.columns.sales_total"), amount(totals.sales_total)],
        [t("list.columns.sangrias_total"), amount(totals.sangrias_total)],
        [t("list.columns.outflows_total"), amount(totals.outflows_total)],
        [t("list.columns.money_difference"), amount(totals.money_difference)],
        [t("list.columns.pix_difference"), amount(totals.pix_difference)],
        [t("list.columns.card_difference"), amount(totals.card_difference)],
      ]
    : [];
  return (
    <div className="flex flex-column gap-3">
      <DataTable
        id="cash-movements"
        columns={columns}
        fetchPage={fetchPage}
        dataKey="id"
        period="current-month"
        fileName={t("list.file-name")}
        label={t("list.title")}
      />
      {totals ? (
        <section aria-labelledby="cash-totals-title" className="surface-card border-round p-3 shadow-1">
          <h2 id="cash-totals-title" className="mt-0 text-lg">
            {t("list.totals")}
          </h2>
          <dl className="grid m-0">
            {figures.map(([label, value]) => (
              <div key={label} className="col-6 md:col-4 lg:col-3">
                <dt className="text-sm text-color-secondary">{label}</dt>
                <dd className="m-0 font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
