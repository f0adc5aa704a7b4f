import { useTranslation } from "react-i18next";
import type { StageSlug } from "../../domain/production.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { LinkTabs } from "../components/link-tabs/link-tabs.tsx";
import { type OrderTab, orderPath, tabsOf } from "./production-paths.ts";

export type OrderTabsProps = {
  readonly slug: StageSlug;
  /** The order's number (the pages' paths carry it, not the id). */
  readonly orderNumber: number;
  readonly current: OrderTab;
  /** Counts shown beside a tab's name (items, documents). */
  readonly counts?: Partial<Record<OrderTab, number>>;
};

/** The page's tabs as links (spec 2.7), so each tab has its own address: /artes/12/documentos. */
export function OrderTabs({ slug, orderNumber, current, counts = {} }: OrderTabsProps) {
  const { t } = useTranslation("production");
  const localized = useLocalizedPath();
  const tabs = tabsOf(slug).map((tab) => ({
    key: tab,
    label: t(`order.tabs.${tab}`),
    to: localized(orderPath(slug, orderNumber, tab)),
    extra: counts[tab] !== undefined ? <span className="production-tabs__count">{counts[tab]}</span> : null,
  }));
  return <LinkTabs label={t("order.tabs-label")} tabs={tabs} current={current} />;
}
