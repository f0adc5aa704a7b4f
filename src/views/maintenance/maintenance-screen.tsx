import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ThemeButton } from "../components/theme-button.tsx";
import { useLocalizedPath } from "../shared/use-locale.ts";

/** /maintenance: where the maintenance guard sends everyone while the API is in maintenance (spec 4). */
export function MaintenanceScreen() {
  const { t } = useTranslation("app");
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <section className="auth-card maintenance" aria-labelledby="maintenance-heading">
      <i className="pi pi-wrench maintenance__icon" aria-hidden="true" />
      <h1 id="maintenance-heading" className="auth-card__heading">
        {t("maintenance.title")}
      </h1>
      <p className="auth-card__intro">{t("maintenance.message")}</p>
      <ThemeButton
        icon="pi pi-refresh"
        label={t("maintenance.retry")}
        className="auth-form__submit"
        onClick={() => navigate(localized("/"))}
      />
    </section>
  );
}
