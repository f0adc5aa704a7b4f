import type { TFunction } from "i18next";
import type {
  PaginatorCurrentPageReportOptions,
  PaginatorPageLinksOptions,
  PaginatorTemplateOptions,
} from "primereact/paginator";
import type { SyntheticEvent } from "react";

type NavButtonProps = {
  label: string;
  icon: string;
  iconAfter?: boolean;
  className: string;
  disabled: boolean;
  onClick: (event: SyntheticEvent) => void;
};

function NavButton({ label, icon, iconAfter = false, className, disabled, onClick }: NavButtonProps) {
  const glyph = <span className={`pi ${icon}`} aria-hidden="true" />;
  return (
    <button type="button" className={`${className} data-table-nav`} disabled={disabled} onClick={onClick}>
      {iconAfter ? null : glyph}
      <span className="data-table-nav-label">{label}</span>
      {iconAfter ? glyph : null}
    </button>
  );
}

type NavOptions = { className: string; disabled: boolean; onClick: (event: SyntheticEvent) => void };

const nav =
  (label: string, icon: string, iconAfter = false) =>
  ({ className, disabled, onClick }: NavOptions) => (
    <NavButton
      label={label}
      icon={icon}
      iconAfter={iconAfter}
      className={className}
      disabled={disabled}
      onClick={onClick}
    />
  );

const pageLink = (t: TFunction) => (options: PaginatorPageLinksOptions) => {
  const page = options.page + 1;
  return (
    <button
      type="button"
      className={options.className}
      onClick={options.onClick}
      aria-label={t("table:paginator.page", { page })}
      aria-current={options.page === options.currentPage ? "page" : undefined}
    >
      {page}
    </button>
  );
};

const pageReport = (t: TFunction) => (options: PaginatorCurrentPageReportOptions) =>
  options.totalRecords === 0 ? null : (
    <span className="p-paginator-current">
      {t("table:paginator.report", { first: options.first, last: options.last, total: options.totalRecords })}
    </span>
  );

/**
 * The paginator with named buttons (`Primeiro`, `Anterior`, page numbers, `Próximo`, `Último`):
 * PrimeReact's own buttons are icons whose names come from its locale.
 */
export function paginatorTemplate(t: TFunction): PaginatorTemplateOptions {
  return {
    layout: "FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport",
    FirstPageLink: nav(t("table:paginator.first"), "pi-angle-double-left"),
    PrevPageLink: nav(t("table:paginator.previous"), "pi-angle-left"),
    PageLinks: pageLink(t),
    NextPageLink: nav(t("table:paginator.next"), "pi-angle-right", true),
    LastPageLink: nav(t("table:paginator.last"), "pi-angle-double-right", true),
    CurrentPageReport: pageReport(t),
  };
}
