import { SelectButton } from "primereact/selectbutton";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { shownName } from "../../domain/demo-names.ts";
import { localeFromCode } from "../../domain/locale.ts";
import { ITEM_GROUPINGS, type ItemGrouping, type ItemSales, type ItemSalesRow } from "../../schemas/reports.ts";
import { itemSales } from "../../services/api/reports.ts";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { moneyExcel, reportMoney } from "./report-format.tsx";
import { ReportPage } from "./report-page.tsx";

type Row = ItemSalesRow;
const MONEY_FIELDS = ["revenue", "cost", "margin"] as const;

const groupingOf = (value: string | null): ItemGrouping =>
  (ITEM_GROUPINGS as ReadonlyArray<string>).includes(value ?? "") ? (value as ItemGrouping) : "product";

/** /vendas-itens (RPT 6): quantity, revenue, cost and margin by product, department or group (`?groupBy=`). */
export function ItemSalesScreen() {
  const { t, i18n } = useTranslation(["reports", "table"]);
  const locale = localeFromCode(i18n.language) ?? "pt-BR";
  const [params, setParams] = useSearchParams();
  const groupBy = groupingOf(params.get("groupBy"));
  const quantity = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  const percent = (value: number | null) =>
    value === null ? "—" : `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(value)}%`;
  const nameOf = (row: Row) =>
    row.id === -1
      ? (row.name ?? "")
      : row.name === null
        ? t(`items.none.${groupBy}`)
        : groupBy === "product"
          ? shownName(row.name, locale)
          : row.name;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns follow the grouping and the language
  const columns = useMemo<ReadonlyArray<DataTableColumn<Row>>>(
    () => [
      { field: "name", header: `reports:columns.${groupBy}`, text: nameOf },
      {
        field: "quantity",
        header: "reports:columns.quantity",
        nowrap: true,
        text: (row) => quantity(row.quantity),
        excel: (row) => ({ value: row.quantity, format: "#,##0.###" }),
      },
      ...MONEY_FIELDS.map(
        (field): DataTableColumn<Row> => ({
          field,
          header: `reports:columns.${field}`,
          nowrap: true,
          text: (row) => reportMoney(row[field]),
          excel: (row) => moneyExcel(row[field]),
        }),
      ),
      {
        field: "margin_percent",
        header: "reports:columns.margin-percent",
        nowrap: true,
        text: (row) => percent(row.margin_percent),
        excel: (row) => ({ value: row.margin_percent ?? 0, format: "0.00" }),
      },
    ],
    [locale, groupBy, t],
  );
  const toolbar = (
    <div className="report-options">
      <span id="item-grouping-label">{t("items.group-by")}</span>
      <SelectButton
        aria-labelledby="item-grouping-label"
        value={groupBy}
        allowEmpty={false}
        options={ITEM_GROUPINGS.map((value) => ({ label: t(`columns.${value}`), value }))}
        onChange={(e) => {
          const next = new URLSearchParams(params);
          next.set("groupBy", e.value as string);
          setParams(next);
        }}
      />
    </div>
  );
  return (
    <ReportPage<ItemSales, Row>
      reportKey="items"
      load={(query, signal) => itemSales({ ...query, group_by: groupBy }, signal)}
      extraQuery={{ group_by: groupBy }}
      toolbar={toolbar}
      rows={(answer) => answer.data}
      totals={(answer) => ({ id: -1, name: t("totals"), ...answer.totals })}
      columns={columns}
      dataKey="id"
      chart={(answer) => ({
        title: t("items.chart", { by: t(`items.by.${groupBy}`) }),
        bars: answer.data.slice(0, 15).map((row) => ({
          key: row.id,
          label: nameOf(row),
          value: Number(row.revenue),
          text: reportMoney(row.revenue),
        })),
      })}
    />
  );
}
