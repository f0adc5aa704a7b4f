import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMenuLinks } from "../shared/menu-links.tsx";
import { useSessionUser } from "../shared/session-context.tsx";

/** The plain home (spec 2.9) of who has no RPT 1 (the others see the insights home): a greeting and shortcuts. */
export function HomeScreen() {
  const { t } = useTranslation("app");
  const user = useSessionUser();
  const shortcuts = useMenuLinks().filter((link) => link.id !== "home");
  if (!user) return null;
  return (
    <div className="home">
      <section className="home__welcome" aria-labelledby="home-greeting">
        <h2 id="home-greeting">{t("home.greeting", { name: user.name.split(/\s+/)[0] })}</h2>
        <p>{t("home.plain-intro")}</p>
      </section>
      <section aria-labelledby="home-shortcuts">
        <h2 id="home-shortcuts" className="home__section-title">
          {t("home.shortcuts")}
        </h2>
        {shortcuts.length ? (
          <ul className="home__shortcuts">
            {shortcuts.map((link) => (
              <li key={link.id}>
                <Link to={link.href} className="home__shortcut">
                  <i className={link.icon} aria-hidden="true" />
                  <span>{t(link.labelKey)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="home__empty">{t("home.no-shortcuts")}</p>
        )}
      </section>
    </div>
  );
}
