import { render } from "@testing-library/react";
import i18next, { type i18n } from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import appEs from "../../../locales/es-EC/app.json";
import commonEs from "../../../locales/es-EC/common.json";
import formEs from "../../../locales/es-EC/form.json";
import productionEs from "../../../locales/es-EC/production.json";
import tableEs from "../../../locales/es-EC/table.json";
import appPt from "../../../locales/pt-BR/app.json";
import commonPt from "../../../locales/pt-BR/common.json";
import formPt from "../../../locales/pt-BR/form.json";
import productionPt from "../../../locales/pt-BR/production.json";
import tablePt from "../../../locales/pt-BR/table.json";

// Test support for the production components: their namespaces and a router whose location the test reads.

export type ProductionTestLocale = "pt-BR" | "es-EC";

export function createProductionI18n(locale: ProductionTestLocale = "pt-BR"): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: {
      "pt-BR": { app: appPt, common: commonPt, form: formPt, production: productionPt, table: tablePt },
      "es-EC": { app: appEs, common: commonEs, form: formEs, production: productionEs, table: tableEs },
    },
    ns: ["app", "common", "form", "production", "table"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

/** Renders `ui` at `url` under a route `pattern` (default the url's path); `location()` reads where it went. */
export function renderProduction(
  ui: ReactElement,
  url = "/",
  options: { pattern?: string; locale?: ProductionTestLocale } = {},
) {
  const path = options.pattern ?? url.split("?")[0] ?? "/";
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <I18nextProvider i18n={createProductionI18n(options.locale)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...view, router, location: () => router.state.location };
}
