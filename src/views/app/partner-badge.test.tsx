import { cleanup, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderWithNamespaces } from "../components/render-with-namespaces.tsx";
import { afterEach, describe, expect, it } from "vitest";
import esApp from "../../../locales/es-EC/app.json";
import ptApp from "../../../locales/pt-BR/app.json";
import { PartnerBadge } from "./partner-badge.tsx";

const renderIn = (ui: ReactElement, locale: "pt-BR" | "es-EC" = "pt-BR") =>
  renderWithNamespaces(ui, { "pt-BR": { app: ptApp }, "es-EC": { app: esApp } }, locale);

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
