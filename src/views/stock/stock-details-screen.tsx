import type { TFunction } from "i18next";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import type { Locale } from "../../domain/locale.ts";
import { STOCK_REASONS, type StockReason } from "../../domain/stock.ts";
import type {
  StockDetail,
  StockMovementItem,
  StockMovementQuery,
  StockPosition,
  StockPositionQuery,
} from "../../schemas/stock.ts";
import { getStock, listStockMovements, listStockPositions, startCount } from "../../services/api/stock.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { failureText } from "../components/form/api-failure.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { LinkTabs } from "../components/link-tabs/link-tabs.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocale, useLocalizedPath } from "../shared/use-locale.ts";
import { StockBulkWizard } from "./stock-bulk-wizard.tsx";
import { moneyText, stockQuantityText } from "./stock-format.ts";
import { countPath, isStockTab, STOCK_TABS, type StockTab, stockDetailsPath } from "./stock-paths.ts";
import { StockTransferDialog } from "./stock-transfer-dialog.tsx";
import "./stock.css";

/** /estoques/detalhes/:id/:tab: a stock's position, movements and bulk adjustment (STO 1). */
export function StockDetailsScreen() {
  const { id, tab } = useParams();
  const stockId = id && /^\d+$/.test(id) ? Number(id) : 0;
  const localized = useLocalizedPath();
  const [version, setVersion] = useState(0);
  const resource = useResource((signal) => getStock(stockId, signal), `${stockId}-${version}`);
  const { data, failed, error } = useResourceData(resource);
  const { t } = useTranslation(["stock", "table", "common"]);
  if (!isStockTab(tab)) return <Navigate to={localized(stockDetailsPath(stockId))} replace />;
  if (failed) return <Message severity="error" text={failureText(t, error, "stock:load-failed")} />;
  if (!data) return <p>{t("stock:loading")}</p>;
  return <StockDetails stock={data} tab={tab} onChanged={() => setVersion((v) => v + 1)} />;
}

function StockDetails({ stock, tab, onChanged }: { stock: StockDetail; tab: StockTab; onChanged: () => void }) {
  const { t } = useTranslation(["stock", "table", "common"]);
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [transferring, setTransferring] = useState(false);
  const [notice, setNotice] = useState<{ severity: "success" | "error"; text: string } | null>(null);
  const [changes, setChanges] = useState(0);
  const [starting, setStarting] = useState(false);

  const beginCount = async () => {
    if (stock.open_count_id !== null) {
      navigate(localized(countPath(stock.open_count_id)));
      return;
    }
    setStarting(true);
    try {
      const count = await startCount(stock.id);
      navigate(localized(countPath(count.id)));
    } catch (error) {
      setNotice({ severity: "error", text: failureText(t, error, "stock:count.start-failed") });
      setStarting(false);
    }
  };

  return (
    <div className="stock-page">
      <div className="stock-page__bar">
        <h2 className="m-0">
          {stock.name} <small>({stock.company_name})</small>
        </h2>
        <div className="stock-page__actions">
          <Button
            type="button"
            icon="pi pi-arrow-right-arrow-left"
            label={t("stock:transfer.open")}
            onClick={() => setTransferring(true)}
            disabled={!stock.active}
          />
          <Button
            type="button"
            icon="pi pi-list-check"
            severity="secondary"
            label={stock.open_count_id === null ? t("stock:count.start") : t("stock:count.continue")}
            onClick={() => void beginCount()}
            loading={starting}
            disabled={!stock.active}
          />
        </div>
      </div>
      {notice ? <Message severity={notice.severity} text={notice.text} className="stock-notice" /> : null}
      <LinkTabs
        label={t("stock:tabs.label")}
        current={tab}
        tabs={STOCK_TABS.map((key) => ({
          key,
          label: t(`stock:tabs.${key}`),
          to: localized(stockDetailsPath(stock.id, key)),
        }))}
      />
      {tab === "posicao-de-estoque" ? <PositionTab key={changes} stock={stock} /> : null}
      {tab === "movimentacao-de-estoque" ? <MovementsTab key={changes} stock={stock} /> : null}
      {tab === "atualizacao-em-massa" ? <StockBulkWizard stockId={stock.id} /> : null}
      {transferring ? (
        <StockTransferDialog
          from={stock}
          onHide={() => setTransferring(false)}
          onDone={(moved) => {
            setTransferring(false);
            setNotice({ severity: "success", text: t("stock:transfer.done", { count: moved }) });
            setChanges((n) => n + 1);
            onChanged();
          }}
        />
      ) : null}
    </div>
  );
}

function positionColumns(
  locale: Locale,
): ReadonlyArray<DataTableColumn<StockPosition, NonNullable<StockPositionQuery["sort_field"]>>> {
  const quantity = (pick: (row: StockPosition) => number) => (row: StockPosition) =>
    stockQuantityText(pick(row), row.unit_decimals);
  return [
    { field: "sku", header: "stock:columns.sku", sortable: true, text: (row) => row.sku },
    { field: "description", header: "stock:columns.product", sortable: true, text: (row) => row.description },
    {
      field: "quantity",
      header: "stock:columns.on-hand",
      sortable: true,
      nowrap: true,
      text: quantity((r) => r.quantity),
    },
    { field: "incoming", header: "stock:columns.incoming", nowrap: true, text: quantity((r) => r.incoming) },
    { field: "outgoing", header: "stock:columns.outgoing", nowrap: true, text: quantity((r) => r.outgoing) },
    {
      field: "available",
      header: "stock:columns.available",
      sortable: true,
      nowrap: true,
      text: quantity((r) => r.available),
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

function PositionTab({ stock }: { stock: StockDetail }) {
  const { t } = useTranslation(["stock", "table", "common"]);
  const locale = useLocale();
  const [total, setTotal] = useState<string | null>(null);
  const columns = useMemo(() => positionColumns(locale), [locale]);
  const fetchPage = useCallback(
    async (query: StockPositionQuery, signal?: AbortSignal) => {
      const page = await listStockPositions(stock.id, query, signal);
      setTotal(page.totals.value_at_cost);
      return page;
    },
    [stock.id],
  );
  return (
    <section className="stock-page" aria-label={t("stock:tabs.posicao-de-estoque")}>
      <p className="stock-totals" aria-live="polite">
        {t("stock:totals.value-at-cost")}: {total === null ? "…" : moneyText(total, locale)}
      </p>
      <DataTable
        id="stock-positions"
        columns={columns}
        fetchPage={fetchPage}
        dataKey="product_id"
        fileName={t("stock:positions-file-name")}
        label={t("stock:tabs.posicao-de-estoque")}
      />
    </section>
  );
}

const reasonLabel = (t: TFunction, reason: StockReason) => t(`stock:reasons.${reason}`);

function movementColumns(
  t: TFunction,
  locale: Locale,
): ReadonlyArray<DataTableColumn<StockMovementItem, NonNullable<StockMovementQuery["sort_field"]>>> {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" });
  const amount = (value: number, row: StockMovementItem) =>
    value === 0 ? "" : stockQuantityText(value, row.unit_decimals);
  return [
    {
      field: "created_at",
      header: "stock:columns.when",
      sortable: true,
      nowrap: true,
      text: (row) => when.format(new Date(row.created_at)),
    },
    { field: "user_name", header: "stock:columns.who", text: (row) => row.user_name },
    {
      field: "reason",
      header: "stock:columns.reason",
      sortable: true,
      text: (row) =>
        row.other_stock_name
          ? `${reasonLabel(t, row.reason)} (${row.other_stock_name})`
          : row.sale_id !== null
            ? `${reasonLabel(t, row.reason)} #${row.sale_id}`
            : reasonLabel(t, row.reason),
    },
    { field: "sku", header: "stock:columns.sku", text: (row) => row.sku },
    { field: "description", header: "stock:columns.product", sortable: true, text: (row) => row.description },
    { field: "incoming", header: "stock:columns.in", nowrap: true, text: (row) => amount(row.incoming, row) },
    { field: "outgoing", header: "stock:columns.out", nowrap: true, text: (row) => amount(row.outgoing, row) },
    {
      field: "balance_after",
      header: "stock:columns.balance-after",
      nowrap: true,
      text: (row) => stockQuantityText(row.balance_after, row.unit_decimals),
    },
  ];
}

function MovementsTab({ stock }: { stock: StockDetail }) {
  const { t } = useTranslation(["stock", "table", "common"]);
  const locale = useLocale();
  const [reason, setReason] = useState<StockReason | null>(null);
  const columns = useMemo(() => movementColumns(t, locale), [t, locale]);
  const fetchPage = useCallback(
    (query: StockMovementQuery, signal?: AbortSignal) =>
      listStockMovements(stock.id, reason ? { ...query, reason } : query, signal),
    [stock.id, reason],
  );
  return (
    <section className="stock-page" aria-label={t("stock:tabs.movimentacao-de-estoque")}>
      <DropdownField
        id="stock-movement-reason"
        label={t("stock:filters.reason")}
        value={reason}
        options={STOCK_REASONS.map((value) => ({ value, label: reasonLabel(t, value) }))}
        onChange={setReason}
        showClear
        placeholder={t("stock:filters.all-reasons")}
        className="stock-filter"
      />
      <DataTable
        key={reason ?? "all"}
        id="stock-movements"
        columns={columns}
        fetchPage={fetchPage}
        dataKey="id"
        period="all-dates"
        fileName={t("stock:movements-file-name")}
        label={t("stock:tabs.movimentacao-de-estoque")}
      />
    </section>
  );
}
