import { configure, render } from "@testing-library/react";
import i18next, { type i18n } from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import commonEs from "../../../../locales/es-EC/common.json";
import reportsEs from "../../../../locales/es-EC/reports.json";
import tableEs from "../../../../locales/es-EC/table.json";
import usersEs from "../../../../locales/es-EC/users.json";
import commonPt from "../../../../locales/pt-BR/common.json";
import reportsPt from "../../../../locales/pt-BR/reports.json";
import tablePt from "../../../../locales/pt-BR/table.json";
import usersPt from "../../../../locales/pt-BR/users.json";

// Test support for the data table's component tests: the table's namespaces and a router whose URL
// the test reads back.

export type TableTestLocale = "pt-BR" | "es-EC";

// The table renders an answer's rows in a deferred, time-sliced render: on a busy machine that outlasts the
// default second of `findBy…`.
configure({ asyncUtilTimeout: 5000 });

export function createTableI18n(locale: TableTestLocale = "pt-BR"): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: {
      "pt-BR": { common: commonPt, table: tablePt, users: usersPt, reports: reportsPt },
      "es-EC": { common: commonEs, table: tableEs, users: usersEs, reports: reportsEs },
    },
    ns: ["common", "table", "users", "reports"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

export type RenderOptions = {
  /** Each navigation (a URL write included) takes this long, like a route whose guards ask the server. */
  navigationDelayMs?: number;
};

/** Renders `ui` at `url` (e.g. "/usuarios?page=2"); `search()` reads the current query back. */
export function renderWithRouter(
  ui: ReactElement,
  url = "/lista",
  locale: TableTestLocale = "pt-BR",
  { navigationDelayMs }: RenderOptions = {},
) {
  const path = url.split("?")[0] ?? "/";
  const loader = navigationDelayMs
    ? () => new Promise<null>((done) => setTimeout(() => done(null), navigationDelayMs))
    : undefined;
  const router = createMemoryRouter(
    [{ path, element: ui, ...(loader ? { loader, HydrateFallback: () => null } : {}) }],
    {
      initialEntries: [url],
    },
  );
  const view = render(
    <I18nextProvider i18n={createTableI18n(locale)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...view, router, search };
}
