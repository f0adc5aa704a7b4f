import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Panel } from "../../schemas/crm-interactions.ts";
import { loadCrmPanel } from "../../services/api/crm-interactions.ts";
import { apiDate } from "../../services/format.ts";
import { type Period, PeriodField } from "../components/data-table/period-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import "./crm.css";

const firstOfMonth = (today: string) => `${today.slice(0, 8)}01`;

const SELLER_COLUMNS = ["calls-today", "pending", "overdue", "contacts", "conversions", "losses"] as const;
const cellOf = (seller: Panel["sellers"][number], column: (typeof SELLER_COLUMNS)[number]) =>
  ({
    "calls-today": seller.calls_today,
    pending: seller.pending,
    overdue: seller.overdue,
    contacts: seller.contacts,
    conversions: seller.conversions,
    losses: seller.losses,
  })[column];

/** /crm/painel (CRM 1): each seller's day and the period's contacts, conversions and losses by stage. */
export function PanelScreen() {
  const { t } = useTranslation(["crm", "table", "common"]);
  const [period, setPeriod] = useState<Period>(() => {
    const today = apiDate(new Date());
    return { initialDate: firstOfMonth(today), finalDate: today };
  });
  const key = `${period.initialDate ?? ""}_${period.finalDate ?? ""}`;
  const panel = useResourceData(
    useResource(
      (signal) =>
        loadCrmPanel(
          {
            ...(period.initialDate ? { initial_date: period.initialDate } : {}),
            ...(period.finalDate ? { final_date: period.finalDate } : {}),
          },
          signal,
        ),
      key,
    ),
  );
  const data = panel.data;
  return (
    <div className="crm-page crm-panel">
      <div className="crm-page__bar">
        <PeriodField initialDate={period.initialDate} finalDate={period.finalDate} onChange={setPeriod} />
      </div>
      {panel.failed ? <Message severity="error" text={t("panel.load-failed")} /> : null}
      <div className="p-datatable p-component crm-panel__table">
        <table aria-label={t("panel.title")} className="p-datatable-table crm-panel__table">
          <thead className="p-datatable-thead">
            <tr>
              <th scope="col">{t("panel.seller")}</th>
              {SELLER_COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  {t(`panel.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {(data?.sellers ?? []).map((seller) => (
              <tr key={seller.user_id}>
                <th scope="row">{seller.name}</th>
                {SELLER_COLUMNS.map((column) => (
                  <td key={column} data-column={column}>
                    {cellOf(seller, column)}
                  </td>
                ))}
              </tr>
            ))}
            {data && data.sellers.length === 0 ? (
              <tr>
                <td colSpan={SELLER_COLUMNS.length + 1}>{t("panel.empty")}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <h2 className="crm-panel__subtitle">{t("panel.stages")}</h2>
      <div className="p-datatable p-component">
        <table aria-label={t("panel.stages")} className="p-datatable-table crm-panel__table">
          <thead className="p-datatable-thead">
            <tr>
              <th scope="col">{t("panel.stage")}</th>
              <th scope="col">{t("panel.moves")}</th>
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {(data?.stages ?? []).map((stage) => (
              <tr key={stage.stage_id}>
                <th scope="row">{stage.name}</th>
                <td>{stage.moves}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
