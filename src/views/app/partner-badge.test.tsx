import { cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import esApp from "../../../locales/es-EC/app.json";
import ptApp from "../../../locales/pt-BR/app.json";
import { PartnerBadge } from "./partner-badge.tsx";

function renderIn(ui: ReactElement, locale: "pt-BR" | "es-EC" = "pt-BR") {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { "pt-BR": { app: ptApp }, "es-EC": { app: esApp } },
    ns: ["app"],
    defaultNS: "app",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return render(ui, { wrapper: ({ children }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider> });
}

afterEach(cleanup);

describe("PartnerBadge", () => {
  it("shows for the homologation partner's account only", () => {
    renderIn(<PartnerBadge features={{ newFeatures: false, homologationPartner: true }} />);
    expect(screen.getByText("Parceiro de homologação")).toBeTruthy();
    cleanup();
    renderIn(<PartnerBadge features={{ newFeatures: false, homologationPartner: true }} />, "es-EC");
    expect(screen.getByText("Socio de homologación")).toBeTruthy();
    cleanup();
    for (const features of [undefined, { newFeatures: true, homologationPartner: false }]) {
      const { container } = renderIn(<PartnerBadge features={features} />, "es-EC");
      expect(container.textContent).toBe("");
      cleanup();
    }
  });
});
