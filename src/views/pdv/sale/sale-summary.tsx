import { useTranslation } from "react-i18next";
import type { DraftTotals } from "../../../machines/sale-draft-rules.ts";
import type { SaleDraft } from "../../../schemas/sale-draft.ts";
import { money } from "../../../services/format.ts";

export type SaleSummaryProps = { readonly draft: SaleDraft; readonly totals: DraftTotals };

/** The sale's numbers, all from src/domain/sale.ts: total, received, rest to pay and change (spec 4). */
export function SaleSummary({ draft, totals }: SaleSummaryProps) {
  const { t } = useTranslation("pdv");
  const { settlement } = totals;
  const rows: ReadonlyArray<readonly [string, string, string?]> = [
    [t("screen.subtotal"), money(totals.grossTotal)],
    [t("screen.discounts"), money(totals.discountTotal)],
    [t("screen.delivery-charge"), money(totals.deliveryCharge)],
    [t("screen.total"), money(totals.total), "is-total"],
    [t("screen.received"), money(settlement.inflowsTotal)],
    [t("screen.rest-to-pay"), money(Math.max(settlement.restToPay, 0)), "is-rest"],
    [t("screen.change"), money(settlement.change), "is-change"],
  ];
  return (
    <dl className="sale-summary" aria-live="polite">
      <div>
        <dt>{t("screen.items-count")}</dt>
        <dd data-testid="sale-items-count">{totals.activeItems}</dd>
      </div>
      {rows.map(([label, value, className]) => (
        <div key={label} className={className}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {draft.customer ? (
        <div>
          <dt>{t("screen.customer")}</dt>
          <dd>{draft.customer.name}</dd>
        </div>
      ) : null}
    </dl>
  );
}
