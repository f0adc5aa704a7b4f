import type { ReactNode } from "react";
import { Link } from "react-router";
import "./link-tabs.css";

export type LinkTab = {
  readonly key: string;
  readonly label: string;
  /** The tab's address, already localized. */
  readonly to: string;
  /** Shown after the label (a count, a problem mark). */
  readonly extra?: ReactNode;
};

export type LinkTabsProps = {
  /** The navigation's accessible name. */
  readonly label: string;
  readonly tabs: ReadonlyArray<LinkTab>;
  readonly current: string;
};

/** A page's tabs as links, so each tab has its own address (spec 2.5, 2.7); switching replaces the history entry. */
export function LinkTabs({ label, tabs, current }: LinkTabsProps) {
  return (
    <nav className="link-tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              className={tab.key === current ? "link-tabs__link is-current" : "link-tabs__link"}
              aria-current={tab.key === current ? "page" : undefined}
              replace
            >
              {tab.label}
              {tab.extra}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
