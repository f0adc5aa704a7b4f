import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import ptBR from "../../../../locales/pt-BR/pdv.json";
import { firstField } from "../../components/dialog/first-field-focus.ts";
import { methodKey } from "./payment-modal.tsx";
import { PickList, personRow } from "./sale-dialog.tsx";

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

type Person = { id: number; name: string; doc_id_1: string | null };
const ana: Person = { id: 1, name: "Ana Souza", doc_id_1: "529.982.247-25" };
const bruno: Person = { id: 2, name: "Bruno Lima", doc_id_1: null };
const carla: Person = { id: 3, name: "Carla Dias", doc_id_1: null };

function list(rows: ReadonlyArray<Person>, onPick: (row: Person) => void, more = false) {
  return (
    <PickList
      id="customer-search-q"
      label="Buscar cliente"
      placeholder=""
      text=""
      onSearch={() => undefined}
      rows={rows}
      loading={false}
      more={more}
      onPick={onPick}
      renderRow={personRow}
    />
  );
}

afterEach(cleanup);

describe("pick list by keyboard (issue 11)", () => {
  it("↓/↑ move the highlight from the search field (aria-activedescendant), Enter picks the highlighted one", async () => {
    const onPick = vi.fn();
    renderPt(list([ana, bruno, carla], onPick));
    const field = screen.getByRole("combobox", { name: "Buscar cliente" });
    expect(document.activeElement).toBe(field);
    // Nothing highlighted yet: Enter with several answers picks nothing.
    await userEvent.keyboard("{Enter}");
    expect(onPick).not.toHaveBeenCalled();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.getAttribute("aria-selected"))).toEqual(["false", "true", "false"]);
    expect(field.getAttribute("aria-activedescendant")).toBe(options[1]?.id);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    // Above the first it wraps to the last.
    expect(screen.getAllByRole("option")[2]?.getAttribute("aria-selected")).toBe("true");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenCalledWith(ana);
  });

  it("Enter picks the only answer; a click picks too", async () => {
    const onPick = vi.fn();
    const { rerender } = renderPt(list([bruno], onPick));
    await userEvent.keyboard("{Enter}");
    expect(onPick).toHaveBeenLastCalledWith(bruno);
    rerender(list([ana, carla], onPick));
    await userEvent.click(screen.getByRole("option", { name: /Carla Dias/ }));
    expect(onPick).toHaveBeenLastCalledWith(carla);
  });

  it("says when the server has more answers than shown, and when there are none", () => {
    renderPt(list([ana, bruno], () => undefined, true));
    expect(screen.getByRole("status").textContent).toBe(
      "Mostrando os primeiros 2 resultados; há mais — refine a busca",
    );
    cleanup();
    renderPt(list([], () => undefined, true));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("Nenhum registro encontrado")).toBeTruthy();
  });
});

describe("payment method keys and a dialog's first field (issue 11)", () => {
  it("1..9 choose the method at that place; other keys none", () => {
    const methods = ["Dinheiro", "PIX", "Cartão de crédito"];
    expect(methodKey(methods, "1")).toBe("Dinheiro");
    expect(methodKey(methods, "2")).toBe("PIX");
    expect(methodKey(methods, "4")).toBeUndefined();
    expect(methodKey(methods, "0")).toBeUndefined();
    expect(methodKey(methods, "a")).toBeUndefined();
  });

  it("the first field is the first one a person can reach: not hidden, disabled or out of the tab order", () => {
    const root = document.createElement("div");
    root.innerHTML = `
      <button type="button">Fechar</button>
      <input type="hidden" id="h">
      <div aria-hidden="true"><select id="native"></select></div>
      <input id="off" disabled>
      <input id="skipped" tabindex="-1">
      <input id="quantity">
      <textarea id="notes"></textarea>`;
    expect(firstField(root)?.id).toBe("quantity");
  });
});
