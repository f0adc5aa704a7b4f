import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import esCrm from "../../../locales/es-EC/crm.json";
import ptCrm from "../../../locales/pt-BR/crm.json";
import type { FunnelCard as Card, FunnelStage } from "../../schemas/crm-funnel.ts";
import { renderWithNamespaces } from "../components/render-with-namespaces.tsx";
import { FunnelCardView } from "./funnel-card.tsx";

const card: Card = {
  customer_id: 7,
  customer_name: "Adriana Almeida Costa",
  company_id: 1,
  user_id: 2,
  user_name: "Rafael Tavares Moreira",
  loss_option_id: null,
  loss_option_name: null,
  moved_at: "2026-11-20 10:00",
  customer_temperature: 1,
  next_contact_at: "2026-11-24 09:00",
  seasonal_value: null,
  monthly_value: null,
  last_interaction: {
    id: 3,
    notes: "Retornar sobre o orçamento",
    next_contact_at: "2026-11-24 09:00",
    called: false,
    user_name: "Rafael Tavares Moreira",
    created_at: "2026-11-17 10:00",
  },
};
const stage: FunnelStage = {
  id: 1,
  name: "Prospecção",
  tag: "begin",
  position: 1,
  color: "#2563eb",
  customers_count: 1,
  seasonal_total: "0",
  monthly_total: "0",
  customers: [card],
};

describe("FunnelCardView", () => {
  afterEach(cleanup);

  for (const locale of ["pt-BR", "es-EC"] as const) {
    it(`${locale}: shows the next contact and the last interaction as DD/MM/YYYY HH:mm`, () => {
      renderWithNamespaces(
        <FunnelCardView card={card} stage={stage} stages={[stage]} onMove={() => undefined} />,
        { "pt-BR": { crm: ptCrm }, "es-EC": { crm: esCrm } },
        locale,
      );
      expect(screen.getByText("24/11/2026 09:00")).toBeTruthy();
      expect(screen.getByText(/17\/11\/2026 10:00 · Retornar sobre o orçamento/)).toBeTruthy();
      expect(document.body.textContent).not.toContain("2026-11-24");
    });
  }
});
