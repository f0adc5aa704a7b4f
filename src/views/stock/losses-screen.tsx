import type { TFunction } from "i18next";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../domain/locale.ts";
import { COUNT_REASONS, type CountReason } from "../../domain/stock.ts";
import type { LossItem, LossList, LossListQuery } from "../../schemas/stock.ts";
import { getStockOptions, listLosses } from "../../services/api/stock.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocale } from "../shared/use-locale.ts";
import { moneyText, stockQuantityText } from "./stock-format.ts";
import "./stock.css";

function lossColumns(
  t: TFunction,
  locale: Locale,
): ReadonlyArray<DataTableColumn<LossItem, NonNullable<LossListQuery["sort_field"]>>> {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" });
  return [
    {
      field: "created_at",
      header: "stock:columns.when",
      sortable: true,
      nowrap: true,
      text: (row) => when.format(new Date(row.created_at)),
    },
    {
      field: "stock_name",
      header: "stock:columns.stock",
      sortable: true,
      text: (row) => `${row.company_name} / ${row.stock_name}`,
    },
    { field: "sku", header: "stock:columns.sku", text: (row) => row.sku },
    { field: "description", header: "stock:columns.product", sortable: true, text: (row) => row.description },
    {
      field: "reason",
      header: "stock:columns.kind",
      text: (row) => t(`stock:reasons.${row.reason}`),
      body: (row) => (
        <span className={row.reason === "count-loss" ? "stock-loss" : "stock-leftover"}>
          {t(`stock:reasons.${row.reason}`)}
        </span>
      ),
    },
    {
      field: "quantity",
      header: "stock:columns.quantity",
      sortable: true,
      nowrap: true,
      text: (row) => stockQuantityText(row.quantity, row.unit_decimals),
    },
    {
      field: "unit_cost",
      header: "stock:columns.unit-cost",
      nowrap: true,
      text: (row) => moneyText(row.unit_cost, locale),
    },
    {
      field: "value_at_cost",
      header: "stock:columns.value-at-cost",
      sortable: true,
      nowrap: true,
      text: (row) => moneyText(row.value_at_cost, locale),
    },
  ];
}

/** /perdas-sobras (RPT 11): the losses and leftovers counts posted, by period, stock and product, with totals. */
export function LossesScreen() {
  const { t } = useTranslation(["stock", "table", "common"]);
  const locale = useLocale();
  const options = useResourceData(useResource(getStockOptions, "options"));
  const [stockId, setStockId] = useState<number | null>(null);
  const [reason, setReason] = useState<CountReason | null>(null);
  const [totals, setTotals] = useState<LossList["totals"] | null>(null);
  const columns = useMemo(() => lossColumns(t, locale), [t, locale]);
  const fetchPage = useCallback(
    async (query: LossListQuery, signal?: AbortSignal) => {
      const page = await listLosses(
        { ...query, ...(stockId ? { stock_id: stockId } : {}), ...(reason ? { reason } : {}) },
        signal,
      );
      setTotals(page.totals);
      return page;
    },
    [stockId, reason],
  );
  return (
    <div className="stock-page">
      <div className="stock-scan">
        <DropdownField
          id="losses-stock"
          label={t("stock:filters.stock")}
          value={stockId}
          options={(options.data?.stocks ?? []).map((s) => ({ value: s.id, label: `${s.company_name} / ${s.name}` }))}
          onChange={setStockId}
          showClear
          placeholder={t("stock:filters.all-stocks")}
        />
        <DropdownField
          id="losses-kind"
          label={t("stock:filters.kind")}
          value={reason}
          options={COUNT_REASONS.map((value) => ({ value, label: t(`stock:reasons.${value}`) }))}
          onChange={setReason}
          showClear
          placeholder={t("stock:filters.all-kinds")}
        />
      </div>
      <p className="stock-totals" aria-live="polite">
        <span className="stock-loss">
          {t("stock:totals.losses")}: {totals ? moneyText(totals.loss_value, locale) : "…"}
        </span>
        <span className="stock-leftover">
          {t("stock:totals.leftovers")}: {totals ? moneyText(totals.leftover_value, locale) : "…"}
        </span>
      </p>
      <DataTable
        key={`${stockId ?? 0}-${reason ?? ""}`}
        id="stock-losses"
        columns={columns}
        fetchPage={fetchPage}
        dataKey="id"
        period="current-month"
        fileName={t("stock:losses-file-name")}
        label={t("stock:losses-title")}
      />
    </div>
  );
}
