import { useTranslation } from "react-i18next";
import { moneyOfText } from "../../../services/format.ts";
import "./balance-card.css";

export type BalanceCardProps = {
  readonly title: string;
  /** Decimal texts ("1234.56") as the API answers them. */
  readonly balance: string;
  readonly initialBalance: string;
  readonly inflows: string;
  readonly outflows: string;
};

/** The balance card (spec 2.10): the accounts' balance with what the period brought in and took out. */
export function BalanceCard({ title, balance, initialBalance, inflows, outflows }: BalanceCardProps) {
  const { t } = useTranslation("finance-reports");
  const negative = balance.startsWith("-");
  return (
    <section className="balance-card" aria-label={title}>
      <h2 className="balance-card__title">{title}</h2>
      <output className={negative ? "balance-card__value balance-card__value--negative" : "balance-card__value"}>
        {moneyOfText(balance)}
      </output>
      <dl className="balance-card__parts">
        <div>
          <dt>{t("balance.initial")}</dt>
          <dd>{moneyOfText(initialBalance)}</dd>
        </div>
        <div>
          <dt>{t("balance.inflows")}</dt>
          <dd className="balance-card__in">{moneyOfText(inflows)}</dd>
        </div>
        <div>
          <dt>{t("balance.outflows")}</dt>
          <dd className="balance-card__out">{moneyOfText(outflows)}</dd>
        </div>
      </dl>
    </section>
  );
}
