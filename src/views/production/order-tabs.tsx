import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StageSlug } from "../../domain/production.ts";
import { useLocalizedPath } from "../app/use-locale.ts";
import { type OrderTab, orderPath, tabsOf } from "./production-paths.ts";

export type OrderTabsProps = {
  readonly slug: StageSlug;
  readonly orderId: number;
  readonly current: OrderTab;
  /** Counts shown beside a tab's name (items, documents). */
  readonly counts?: Partial<Record<OrderTab, number>>;
};

/** The page's tabs as links (spec 2.7), so each tab has its own address: /artes/12/documentos. */
export function OrderTabs({ slug, orderId, current, counts = {} }: OrderTabsProps) {
  const { t } = useTranslation("production");
  const localized = useLocalizedPath();
  return (
    <nav className="production-tabs" aria-label={t("order.tabs-label")}>
      <ul>
        {tabsOf(slug).map((tab) => (
          <li key={tab}>
            <Link
              to={localized(orderPath(slug, orderId, tab))}
              className={tab === current ? "production-tabs__link is-current" : "production-tabs__link"}
              aria-current={tab === current ? "page" : undefined}
              replace
            >
              {t(`order.tabs.${tab}`)}
              {counts[tab] !== undefined ? <span className="production-tabs__count">{counts[tab]}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
