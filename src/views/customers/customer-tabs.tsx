import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { LinkTabs } from "../components/link-tabs/link-tabs.tsx";
import { CUSTOMER_TABS, type CustomerTab, customerPath } from "./customer-paths.ts";

export type CustomerTabsProps = {
  readonly customerId: number | null;
  readonly current: CustomerTab;
  /** The page's query string, kept from tab to tab (`?origem=pdv`). */
  readonly search: string;
  /** Tabs with something to fix: marked so the user finds them. */
  readonly problems: ReadonlySet<CustomerTab>;
};

/** The page's tabs as links (spec 2.5): /clientes/editar/12/endereco; a new customer's too. */
export function CustomerTabs({ customerId, current, search, problems }: CustomerTabsProps) {
  const { t } = useTranslation("customers");
  const localized = useLocalizedPath();
  const tabs = CUSTOMER_TABS.map((tab) => ({
    key: tab,
    label: t(`form.tabs.${tab}`),
    to: `${localized(customerPath(customerId, tab))}${search}`,
    extra: problems.has(tab) ? (
      <>
        <i className="pi pi-exclamation-circle customer-tabs__problem" aria-hidden="true" />
        <span className="sr-only">({t("form.tab-has-errors")})</span>
      </>
    ) : null,
  }));
  return <LinkTabs label={t("form.tabs-label")} tabs={tabs} current={current} />;
}
