import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OrderItemsTable } from "./order-items-table.tsx";
import { cap, shirt } from "./production-fixtures.ts";
import { renderProduction } from "./render-production.tsx";

afterEach(cleanup);

const optionsOf = (article: HTMLElement) =>
  Object.fromEntries(
    [...article.querySelectorAll(".production-options > div")].map((pair) => [
      pair.querySelector("dt")?.textContent,
      pair.querySelector("dd")?.textContent,
    ]),
  );

describe("OrderItemsTable (spec 2.10, 3, 9)", () => {
  it("shows every garment field, the options as SIM / NÃO and the sizes-and-quantities table", () => {
    renderProduction(<OrderItemsTable items={[shirt, cap]} />);
    const card = screen.getByRole("article", { name: "Camiseta branca gola V" });
    const item = within(card);
    expect(item.getByText("Logo frente 10x10 cm, 1 cor")).toBeTruthy();
    expect(item.getByText("R$ 25,90")).toBeTruthy();
    expect(item.getByText("R$ 259,00")).toBeTruthy();
    expect(item.getByText("Algodão penteado")).toBeTruthy();
    expect(item.getByText("Branco")).toBeTruthy();
    expect(optionsOf(card)).toEqual({
      "Manga colorida": "NÃO",
      "Gola V": "SIM",
      "Gola colorida": "NÃO",
      "Manga longa": "NÃO",
      "Manga raglã": "NÃO",
      "Gola viés": "NÃO",
      "Punho na manga": "NÃO",
      "Manga sublimada": "NÃO",
      Bolso: "SIM",
    });
    const sizes = item.getByRole("table", { name: "Tamanhos e quantidades: Camiseta branca gola V" });
    expect(
      within(sizes)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["P", "M", "Total"]);
    expect(
      within(sizes)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["4", "6", "10"]);
    const other = within(screen.getByRole("article", { name: "Boné aba curva bordado" }));
    expect(other.getByText("Sem estampa")).toBeTruthy();
    expect(other.getByText("Sem grade de tamanhos.")).toBeTruthy();
  });

  it("says SÍ / NO in Spanish", () => {
    renderProduction(<OrderItemsTable items={[shirt]} />, "/", { locale: "es-EC" });
    const card = screen.getByRole("article", { name: "Camiseta branca gola V" });
    expect(optionsOf(card)).toMatchObject({ "Cuello en V": "SÍ", Bolsillo: "SÍ", "Manga larga": "NO" });
  });

  it("offers edit and remove only when asked to", () => {
    renderProduction(<OrderItemsTable items={[shirt]} />);
    expect(screen.queryByRole("button", { name: "Editar Camiseta branca gola V" })).toBeNull();
    cleanup();
    renderProduction(<OrderItemsTable items={[shirt]} onEdit={() => {}} onRemove={() => {}} />);
    expect(screen.getByRole("button", { name: "Editar Camiseta branca gola V" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remover Camiseta branca gola V" })).toBeTruthy();
  });

  it("says so when there is nothing", () => {
    renderProduction(<OrderItemsTable items={[]} />);
    expect(screen.getByText("Nenhum item neste atendimento.")).toBeTruthy();
  });
});
