import { render } from "@testing-library/react";
import i18next from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";

// Test support for component tests: an i18next instance holding the namespaces given, in pt-BR and es-EC.

type Texts = Record<string, unknown>;
export type Namespaces = { readonly "pt-BR": Record<string, Texts>; readonly "es-EC": Record<string, Texts> };

export function renderWithNamespaces(ui: ReactElement, resources: Namespaces, locale: "pt-BR" | "es-EC" = "pt-BR") {
  const instance = i18next.createInstance();
  const ns = Object.keys(resources["pt-BR"]);
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources,
    ns,
    defaultNS: ns[0],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return render(ui, { wrapper: ({ children }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider> });
}
