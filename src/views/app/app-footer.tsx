import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { APP_VERSION } from "./app-version.ts";

// Only users who open it pay for the dialog's code (the login page stays light).
const AboutDialog = lazy(async () => ({ default: (await import("./about-dialog.tsx")).AboutDialog }));

/** Copyright 2015–current year and the front-end version, which opens the About dialog (spec 2.8). */
export function AppFooter() {
  const { t } = useTranslation("app");
  const [aboutOpen, setAboutOpen] = useState(false);
  const [aboutUsed, setAboutUsed] = useState(false);
  const open = () => {
    setAboutUsed(true);
    setAboutOpen(true);
  };
  return (
    <footer className="app-footer">
      <span>{t("footer.copyright", { year: new Date().getFullYear() })}</span>
      <button type="button" className="app-footer__version link-button" onClick={open}>
        {t("footer.version", { version: APP_VERSION })}
      </button>
      {aboutUsed ? (
        <Suspense fallback={null}>
          <AboutDialog visible={aboutOpen} onHide={() => setAboutOpen(false)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
