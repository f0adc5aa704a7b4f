import { ProgressSpinner } from "primereact/progressspinner";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { LowStockDetail } from "../../schemas/stock-reports.ts";
import { activityTime, moneyOfText } from "../../services/format.ts";
import { getLowStockDetail } from "../../services/api/stock-reports.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { reportQuantity } from "./stock-report-format.ts";
import "./stock-reports.css";

/** /itens-com-estoque-baixo/detalhes/:id/geral: one product's minimum and stock per unit and stock, last movements. */
export function StockReportLowStockDetailScreen() {
  const { t } = useTranslation("stock-reports");
  const id = Number(useParams().id);
  const { data, failed } = useResourceData(useResource((signal) => getLowStockDetail(id, signal), String(id)));
  if (failed) return <p role="alert">{t("table:messages.load-failed")}</p>;
  if (!data) return <ProgressSpinner aria-label={t("low-stock-detail.title")} />;
  return <Detail detail={data} />;
}

function Detail({ detail }: { readonly detail: LowStockDetail }) {
  const { t } = useTranslation("stock-reports");
  const q = (value: number) => reportQuantity(value, detail.unit_decimals);
  return (
    <div className="stock-report-detail">
      <h2>
        {detail.sku} · {detail.description}
      </h2>
      <p>
        {detail.department ? `${t("columns.department")}: ${detail.department} · ` : ""}
        {t("low-stock-detail.cost")}: {moneyOfText(detail.cost)} · {t("columns.unit")}: {detail.unit_name}
      </p>
      <p>
        {t("low-stock-detail.supplier")}: {detail.supplier_name ?? t("low-stock-detail.none")}
      </p>
      <h3>{t("low-stock-detail.units")}</h3>
      <div className="stock-report-detail__units">
        {detail.units.map((unit) => (
          <section key={unit.company_id} className="stock-report-detail__unit" aria-label={unit.company_name}>
            <strong>{unit.company_name}</strong>{" "}
            <span className={unit.below ? "products-import__invalid" : undefined}>
              ({unit.below ? t("low-stock-detail.below") : t("low-stock-detail.ok")})
            </span>
            <dl>
              <dt>{t("columns.min-stock")}</dt>
              <dd>{q(unit.min_stock)}</dd>
              <dt>{t("columns.on-hand")}</dt>
              <dd>{q(unit.on_hand)}</dd>
              <dt>{t("columns.available")}</dt>
              <dd>{q(unit.available)}</dd>
              <dt>{t("columns.reorder")}</dt>
              <dd>{q(unit.reorder)}</dd>
              <dt>{t("columns.unit-cost")}</dt>
              <dd>{moneyOfText(unit.unit_cost)}</dd>
            </dl>
            <table>
              <caption className="p-hidden-accessible">{t("low-stock-detail.stocks")}</caption>
              <thead>
                <tr>
                  <th>{t("columns.stock")}</th>
                  <th className="number">{t("columns.on-hand")}</th>
                  <th className="number">{t("columns.incoming")}</th>
                  <th className="number">{t("columns.outgoing")}</th>
                </tr>
              </thead>
              <tbody>
                {unit.stocks.map((stock) => (
                  <tr key={stock.stock_id}>
                    <td>{stock.stock_name}</td>
                    <td className="number">{q(stock.on_hand)}</td>
                    <td className="number">{q(stock.incoming)}</td>
                    <td className="number">{q(stock.outgoing)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
      <h3>{t("low-stock-detail.movements")}</h3>
      {detail.movements.length === 0 ? (
        <p>{t("low-stock-detail.no-movements")}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t("columns.when")}</th>
              <th>{t("columns.unit")}</th>
              <th>{t("columns.stock")}</th>
              <th>{t("columns.reason")}</th>
              <th className="number">{t("columns.quantity")}</th>
              <th className="number">{t("columns.balance")}</th>
              <th>{t("columns.user")}</th>
            </tr>
          </thead>
          <tbody>
            {detail.movements.map((m) => (
              <tr key={m.id}>
                <td>{activityTime(new Date(m.at))}</td>
                <td>{m.company_name}</td>
                <td>{m.stock_name}</td>
                <td>{t(`reasons.${m.reason}`, { defaultValue: m.reason })}</td>
                <td className="number">{m.incoming > 0 ? `+${q(m.incoming)}` : `−${q(m.outgoing)}`}</td>
                <td className="number">{q(m.balance_after)}</td>
                <td>{m.user_name ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
