import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createActor } from "xstate";
import ptBR from "../../../../locales/pt-BR/pdv.json";
import { draftTotals } from "../../../machines/sale-draft-rules.ts";
import { saleMachine } from "../../../machines/sale.machine.ts";
import type { ProductHit } from "../../../schemas/pdv.ts";
import { SaleItems } from "./sale-items.tsx";
import { SaleSummary } from "./sale-summary.tsx";

const lastUnit: ProductHit = {
  id: 77,
  full_description: "Camiseta Básica Algodão Preta M",
  sku: "VES-01101-M",
  ean: "7890000000017",
  price_1: "39.90",
  stock_control: true,
  stock: { quantity: 1, incoming: 0, outgoing: 0, available: 1 },
  sale_unit: { name: "Unidade", decimals: 0 },
};

function renderPt(ui: ReactElement) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: "pt-BR",
    resources: { "pt-BR": { pdv: ptBR } },
    ns: ["pdv"],
    defaultNS: "pdv",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return render(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);
}

const newSale = () =>
  createActor(saleMachine, {
    input: { session: { cashMovementId: 12, companyId: 1 }, draft: null, today: "2026-03-10" },
  }).start();

describe("sale screen pieces", () => {
  afterEach(cleanup);

  it("warns per product when the quantity passes the available stock, and asks before removing", async () => {
    const sale = newSale();
    sale.send({ type: "item.add", product: lastUnit });
    sale.send({ type: "item.add", product: lastUnit });
    const { draft } = sale.getSnapshot().context;
    renderPt(<SaleItems sale={sale} draft={draft} totals={draftTotals(draft)} />);
    expect(screen.getByRole("status").textContent).toContain("Estoque insuficiente: disponível 1 Unidade");
    expect(screen.getByRole("status").textContent).not.toContain("Unidades");
    // The quantity agrees in number (issue 11): two of them are "2 Unidades".
    expect(screen.getByTestId("sale-item").textContent?.replace(/\s+/g, " ")).toContain("2 Unidades");
    await userEvent.click(screen.getByRole("button", { name: `Remover ${lastUnit.full_description}` }));
    expect(sale.getSnapshot().context.modal).toEqual({ modal: "confirm", confirm: { kind: "item", lineId: "1" } });
    // Nothing is removed until Sim.
    expect(sale.getSnapshot().context.draft.items[0]?.status).toBe(true);
  });

  it("one of a product is 1 Unidade, not 1 Unidades", () => {
    const sale = newSale();
    sale.send({ type: "item.add", product: lastUnit });
    const { draft } = sale.getSnapshot().context;
    renderPt(<SaleItems sale={sale} draft={draft} totals={draftTotals(draft)} />);
    const row = screen.getByTestId("sale-item").textContent?.replace(/\s+/g, " ") ?? "";
    expect(row).toContain("1 Unidade");
    expect(row).not.toContain("Unidades");
  });

  it("shows total, rest to pay and change as src/domain/sale.ts computes them", () => {
    const sale = newSale();
    sale.send({ type: "item.add", product: { ...lastUnit, stock_control: false } });
    sale.send({
      type: "payment.add",
      payment: {
        paymentMethodId: 1,
        name: "Dinheiro",
        kind: "money",
        received: 5000,
        quantity: 1,
        dueDate: "2026-03-10",
      },
    });
    const { draft } = sale.getSnapshot().context;
    renderPt(<SaleSummary draft={draft} totals={draftTotals(draft)} />);
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent?.replace(/\s/g, " ");
    expect(value("Total")).toBe("R$ 39,90");
    expect(value("Falta pagar")).toBe("R$ 0,00");
    expect(value("Troco")).toBe("R$ 10,10");
  });
});
