import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../form/render-with-i18n.tsx";
import { FilterPanel } from "./filter-panel.tsx";

function renderPanel(locale: "pt-BR" | "es-EC" = "pt-BR") {
  const handlers = { onHide: vi.fn(), onApply: vi.fn(), onClear: vi.fn() };
  renderWithI18n(
    <FilterPanel visible {...handlers}>
      <label htmlFor="status">Situação</label>
      <input id="status" />
    </FilterPanel>,
    locale,
  );
  return handlers;
}

describe("FilterPanel", () => {
  afterEach(cleanup);

  it("is titled 'Filtros' and holds the caller's fields", () => {
    renderPanel();
    expect(screen.getByRole("heading", { name: "Filtros" })).toBeTruthy();
    expect(screen.getByLabelText("Situação")).toBeTruthy();
  });

  it("applies with 'Aplicar' and then asks to close", async () => {
    const { onApply, onHide, onClear } = renderPanel();
    await userEvent.setup().click(screen.getByRole("button", { name: "Aplicar" }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(onClear).not.toHaveBeenCalled();
  });

  it("Esc closes an open list first, the panel with the next Esc", async () => {
    const { onHide } = renderPanel();
    const user = userEvent.setup();
    const list = document.createElement("div");
    list.className = "p-dropdown-panel";
    document.body.append(list);
    await user.click(screen.getByLabelText("Situação"));
    await user.keyboard("{Escape}");
    expect(onHide).not.toHaveBeenCalled();
    // A list on its way out (its exit transition may never end) no longer holds the panel.
    list.classList.add("p-connected-overlay-exit");
    await user.keyboard("{Escape}");
    expect(onHide).toHaveBeenCalledTimes(1);
    list.remove();
  });

  it("clears with 'Limpar filtros' and stays open", async () => {
    const { onApply, onHide, onClear } = renderPanel();
    await userEvent.setup().click(screen.getByRole("button", { name: "Limpar filtros" }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onApply).not.toHaveBeenCalled();
    expect(onHide).not.toHaveBeenCalled();
  });

  it("applies when Enter is pressed in a field", async () => {
    const { onApply } = renderPanel();
    await userEvent.setup().type(screen.getByLabelText("Situação"), "ativo{Enter}");
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it("speaks Spanish under es-EC", () => {
    renderPanel("es-EC");
    expect(screen.getByRole("button", { name: "Limpiar filtros" })).toBeTruthy();
  });

  it("focuses the first filter and gives the focus back to the 'Filtros' button when it closes", async () => {
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const props = { onHide: vi.fn(), onApply: vi.fn(), onClear: vi.fn() };
    const panel = (visible: boolean) => (
      <FilterPanel visible={visible} {...props}>
        <label htmlFor="status">Situação</label>
        <input id="status" />
      </FilterPanel>
    );
    const { rerender } = renderWithI18n(panel(true));
    expect(document.activeElement).toBe(screen.getByLabelText("Situação"));
    rerender(panel(false));
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
    opener.remove();
  });
});
