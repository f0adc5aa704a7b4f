import { type RenderOptions, render } from "@testing-library/react";
import i18next from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import esEC from "../../../locales/es-EC/account.json";
import esCommon from "../../../locales/es-EC/common.json";
import esForm from "../../../locales/es-EC/form.json";
import ptBR from "../../../locales/pt-BR/account.json";
import ptCommon from "../../../locales/pt-BR/common.json";
import ptForm from "../../../locales/pt-BR/form.json";

// Test support for the account components: an i18next instance holding the `account` namespace and the
// `common` and `form` ones its dialogs share.

export type AccountTestLocale = "pt-BR" | "es-EC";

export function renderWithAccountI18n(ui: ReactElement, locale: AccountTestLocale = "pt-BR", options?: RenderOptions) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: {
      "pt-BR": { account: ptBR, common: ptCommon, form: ptForm },
      "es-EC": { account: esEC, common: esCommon, form: esForm },
    },
    ns: ["account", "common", "form"],
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
