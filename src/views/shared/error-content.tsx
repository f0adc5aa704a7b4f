import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ThemeButton } from "../components/theme-button.tsx";
import { useLocalizedPath } from "./use-locale.ts";

export type ErrorContentProps = {
  status: number;
  details?: string | null;
  /** The status is the page's main heading when no layout gives one. */
  standalone?: boolean;
};

/** The error page of spec 2.10: 404 not found, 403 forbidden, anything else "something went wrong". */
export function ErrorContent({ status, details, standalone = false }: ErrorContentProps) {
  const { t } = useTranslation(["app", "common"]);
  const navigate = useNavigate();
  const home = useLocalizedPath()("/");
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(home));
  const Heading = standalone ? "h1" : "h2";
  const kind = status === 404 ? "not-found" : status === 403 ? "forbidden" : "error";
  const message = {
    "not-found": t("app:errors.not-found"),
    forbidden: t("app:errors.forbidden"),
    error: t("app:errors.something-wrong"),
  }[kind];
  const hint = {
    "not-found": t("app:errors.not-found-hint"),
    forbidden: t("app:errors.forbidden-hint"),
    error: t("app:errors.contact-support"),
  }[kind];

  return (
    <section className={`error-page error-page--${kind}`} aria-labelledby="error-page-status">
      {standalone ? <title>{t("app:document-title", { title: `${status} · ${message}` })}</title> : null}
      <i
        className={`error-page__icon pi ${kind === "forbidden" ? "pi-lock" : kind === "not-found" ? "pi-compass" : "pi-exclamation-triangle"}`}
        aria-hidden="true"
      />
      <Heading id="error-page-status" className="error-page__status">
        {status}
      </Heading>
      <p className="error-page__message">{message}</p>
      <p className="error-page__hint">{hint}</p>
      {kind === "error" && details ? (
        <p className="error-page__details">{t("app:errors.details", { details })}</p>
      ) : null}
      <div className="error-page__actions">
        <ThemeButton icon="pi pi-arrow-left" label={t("common:actions.back")} variant="outlined" onClick={back} />
        {kind === "forbidden" ? (
          <ThemeButton icon="pi pi-home" label={t("app:errors.go-home")} onClick={() => navigate(home)} />
        ) : null}
        {kind === "error" ? (
          <ThemeButton
            icon="pi pi-refresh"
            label={t("common:actions.reload")}
            onClick={() => window.location.reload()}
          />
        ) : null}
      </div>
    </section>
  );
}
