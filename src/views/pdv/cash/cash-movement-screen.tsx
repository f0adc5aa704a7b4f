import { Message } from "primereact/message";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { describeApiError } from "../../../schemas/api-failure.ts";
import { getCashMovement } from "../../../services/api/pdv-cash.ts";
import { activityTime, moneyOfText, recordName } from "../../../services/format.ts";
import { useResource, useResourceData } from "../../components/resource/use-resource.ts";
import { ClosingReportLinks, ClosingTable } from "./close-register-dialog.tsx";

const amount = moneyOfText;
const time = (text: string) => activityTime(new Date(text));

type SectionProps<Row> = {
  readonly id: string;
  readonly title: string;
  readonly headers: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<Row>;
  readonly cells: (row: Row) => ReadonlyArray<ReactNode>;
  readonly rowKey: (row: Row) => string | number;
};

function Section<Row>({ id, title, headers, rows, cells, rowKey }: SectionProps<Row>) {
  const { t } = useTranslation("cash");
  return (
    <section aria-labelledby={id} className="surface-card border-round p-3 shadow-1">
      <h3 id={id} className="mt-0 text-lg">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="m-0 text-color-secondary">{t("detail.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="cash-detail-table w-full" aria-labelledby={id}>
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col" className="text-left">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {cells(row).map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** /movimentacao-de-caixa/visualizar/:id: everything in one register (sales, payments, sangrias, expenses, closing). */
export function CashMovementScreen() {
  const { t } = useTranslation(["cash", "common"]);
  const { id } = useParams();
  const numeric = Number(id);
  const valid = Number.isSafeInteger(numeric) && numeric > 0;
  const resource = useResource(
    (signal) => (valid ? getCashMovement(numeric, signal) : Promise.reject(new Error("invalid id"))),
    numeric,
  );
  const { data: detail, error } = useResourceData(resource);
  const failure =
    error === null
      ? null
      : describeApiError(error, { fallback: t("detail.load-failed"), connection: t("common:errors.connection") });

  if (failure) return <Message severity="error" text={failure} role="alert" />;
  if (!detail) return <p>{t("closing.loading")}</p>;
  const { summary } = detail;
  const facts: ReadonlyArray<[string, string]> = [
    [t("detail.operator"), summary.user],
    [t("detail.opened-at"), time(summary.opened_at)],
    [t("detail.closed-at"), summary.closed_at ? time(summary.closed_at) : t("detail.still-open")],
    [t("opening.cash-supply"), amount(summary.cash_supply)],
    [t("list.columns.sales_count"), String(summary.sales_count)],
    [t("list.columns.sales_total"), amount(summary.sales_total)],
    [`${t("closing.expected")} · ${t("closing.money")}`, amount(summary.money.expected)],
  ];
  return (
    <div className="flex flex-column gap-3">
      <section aria-labelledby="cash-detail-title" className="surface-card border-round p-3 shadow-1">
        <h2 id="cash-detail-title" className="mt-0 text-xl">
          {t("detail.title", { id: summary.id, company: summary.company })}
        </h2>
        <dl className="grid m-0">
          {facts.map(([label, value]) => (
            <div key={label} className="col-6 md:col-4 lg:col-3">
              <dt className="text-sm text-color-secondary">{label}</dt>
              <dd className="m-0 font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="cash-detail-closing" className="surface-card border-round p-3 shadow-1">
        <h3 id="cash-detail-closing" className="mt-0 text-lg">
          {t("detail.closing")}
        </h3>
        {summary.closing ? (
          <>
            <ClosingTable closing={summary.closing} />
            <div className="flex flex-wrap justify-content-end gap-2 mt-3">
              <ClosingReportLinks id={summary.id} />
            </div>
          </>
        ) : (
          <p className="m-0">{t("detail.no-closing")}</p>
        )}
      </section>
      <Section
        id="cash-detail-sales"
        title={t("detail.sales")}
        headers={[t("detail.sale"), t("detail.date"), t("detail.customer"), t("detail.total"), t("detail.change")]}
        rows={detail.sales}
        rowKey={(sale) => sale.id}
        cells={(sale) => [
          sale.id,
          time(sale.created_at),
          sale.customer ?? t("detail.no-customer"),
          amount(sale.total),
          amount(sale.total_change),
        ]}
      />
      <Section
        id="cash-detail-payments"
        title={t("detail.payments")}
        headers={[t("detail.method"), t("detail.count"), t("detail.received"), t("detail.billed")]}
        rows={detail.payments}
        rowKey={(payment) => payment.payment_method_id}
        cells={(payment) => [
          recordName(payment.payment_method),
          payment.count,
          amount(payment.received_value),
          amount(payment.billing_value),
        ]}
      />
      <Section
        id="cash-detail-sangrias"
        title={t("detail.sangrias")}
        headers={[t("detail.date"), t("detail.value"), t("detail.user")]}
        rows={detail.sangrias}
        rowKey={(sangria) => sangria.id}
        cells={(sangria) => [time(sangria.created_at), amount(sangria.value), sangria.user]}
      />
      <Section
        id="cash-detail-outflows"
        title={t("detail.outflows")}
        headers={[t("detail.date"), t("detail.description"), t("detail.value"), t("detail.paid"), t("detail.user")]}
        rows={detail.outflows}
        rowKey={(outflow) => outflow.id}
        cells={(outflow) => [
          time(outflow.created_at),
          outflow.description,
          amount(outflow.billing_value),
          outflow.paid ? t("detail.yes") : t("detail.no"),
          outflow.user,
        ]}
      />
    </div>
  );
}
