import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../app/use-locale.ts";
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
  return (
    <nav className="customer-tabs" aria-label={t("form.tabs-label")}>
      <ul>
        {CUSTOMER_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={`${localized(customerPath(customerId, tab))}${search}`}
              className={tab === current ? "customer-tabs__link is-current" : "customer-tabs__link"}
              aria-current={tab === current ? "page" : undefined}
              replace
            >
              {t(`form.tabs.${tab}`)}
              {problems.has(tab) ? (
                <>
                  <i className="pi pi-exclamation-circle customer-tabs__problem" aria-hidden="true" />
                  <span className="sr-only">({t("form.tab-has-errors")})</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
