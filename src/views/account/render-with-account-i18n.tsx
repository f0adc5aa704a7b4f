import { type RenderOptions, render } from "@testing-library/react";
import i18next from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import esEC from "../../../locales/es-EC/account.json";
import ptBR from "../../../locales/pt-BR/account.json";

// Test support for the account components: an i18next instance holding the `account` namespace.

export type AccountTestLocale = "pt-BR" | "es-EC";

export function renderWithAccountI18n(ui: ReactElement, locale: AccountTestLocale = "pt-BR", options?: RenderOptions) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { "pt-BR": { account: ptBR }, "es-EC": { account: esEC } },
    ns: ["account"],
    defaultNS: "account",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return render(ui, {
    ...options,
    wrapper: ({ children }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider>,
  });
}
