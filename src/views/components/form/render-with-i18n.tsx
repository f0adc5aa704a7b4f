import { type RenderOptions, render } from "@testing-library/react";
import i18next, { type i18n } from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import esEC from "../../../../locales/es-EC/form.json";
import ptBR from "../../../../locales/pt-BR/form.json";

// Test support for the form kit's component tests: an i18next instance holding the `form` namespace.

export type FormTestLocale = "pt-BR" | "es-EC";

export function createFormI18n(locale: FormTestLocale = "pt-BR"): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { "pt-BR": { form: ptBR }, "es-EC": { form: esEC } },
    ns: ["form"],
    defaultNS: "form",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

export function renderWithI18n(ui: ReactElement, locale: FormTestLocale = "pt-BR", options?: RenderOptions) {
  const instance = createFormI18n(locale);
  return render(ui, {
    ...options,
    wrapper: ({ children }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider>,
  });
}
