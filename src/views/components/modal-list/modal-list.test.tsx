import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { actionsColumn } from "./actions-column.tsx";
import { ModalListNotices, RemovalConfirm } from "./removal-confirm.tsx";
import { type ModalList, type ModalListOptions, useModalList } from "./use-modal-list.ts";

vi.setConfig({ testTimeout: 20_000 });

type Row = { readonly id: number; readonly name: string; readonly active: boolean };
type Values = { readonly name: string };

const demo = {
  "edit-named": "Editar {{name}}",
  "remove-named": "Remover {{name}}",
  actions: "Ações",
  saved: "Salvo",
  removed: "{{name}} removida",
  "remove-title": "Tem certeza?",
  "remove-message": "Remover {{name}}?",
  "remove-accept": "Sim",
  "remove-reject": "Não",
  "remove-failed": "Erro ao remover",
};

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: "pt-BR",
  resources: { "pt-BR": { demo, common: { errors: { connection: "Sem conexão" } } } },
  ns: ["demo", "common"],
  defaultNS: "demo",
  interpolation: { escapeValue: false },
  initAsync: false,
});

const rows: ReadonlyArray<Row> = [
  { id: 1, name: "Pix", active: true },
  { id: 2, name: "Cheque", active: false },
];

let current: ModalList<Row, Values> | null = null;

function Harness(props: ModalListOptions<Row, Values, Values, Row>) {
  const list = useModalList(props);
  current = list;
  const column = actionsColumn(
    i18n.t,
    {
      header: "demo:actions",
      edit: "demo:edit-named",
      remove: "demo:remove-named",
      className: "demo-actions",
      removable: (r) => r.active,
    },
    list.actions,
  );
  return (
    <div>
      <ModalListNotices list={list} texts="demo:remove" className="demo-notice" />
      <span data-testid="changes">{list.changes}</span>
      {rows.map((row) => (
        <div key={row.id}>{column.body?.(row)}</div>
      ))}
      {list.editing ? <p>editando {list.editing.key}</p> : null}
      <RemovalConfirm list={list} texts="demo:remove" group="remove-demo" />
    </div>
  );
}

function renderHarness(overrides: Partial<ModalListOptions<Row, Values, Values, Row>> = {}) {
  const options: ModalListOptions<Row, Values, Values, Row> = {
    save: vi.fn(async ({ values }) => values),
    savedNotice: () => i18n.t("demo:saved"),
    remove: vi.fn(async (row: Row) => row),
    removedNotice: (row) => i18n.t("demo:removed", { name: row.name }),
    ...overrides,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <Harness {...options} />
    </I18nextProvider>,
  );
  return options;
}

afterEach(() => {
  cleanup();
  current = null;
});

describe("modal list (list + modal form + 'Tem certeza?' removal)", () => {
  it("names each row's buttons and leaves the remove button out where the row cannot be removed", () => {
    renderHarness();
    expect(screen.getByRole("button", { name: "Editar Pix" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remover Pix" }).className).toContain("p-button-danger");
    expect(screen.getByRole("button", { name: "Editar Cheque" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remover Cheque" })).toBeNull();
  });

  it("asks 'Tem certeza?' with Não focused, removes only after Sim, then tells and reloads", async () => {
    const user = userEvent.setup();
    const options = renderHarness();
    await user.click(screen.getByRole("button", { name: "Remover Pix" }));
    expect(await screen.findByText("Tem certeza?")).toBeTruthy();
    expect(screen.getByText("Remover Pix?")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Não" })));
    await user.click(screen.getByRole("button", { name: "Não" }));
    expect(options.remove).not.toHaveBeenCalled();
    expect(screen.getByTestId("changes").textContent).toBe("0");

    await user.click(screen.getByRole("button", { name: "Remover Pix" }));
    await user.click(await screen.findByRole("button", { name: "Sim" }));
    expect((await screen.findByRole("status")).textContent).toContain("Pix removida");
    expect(options.remove).toHaveBeenCalledWith(rows[0]);
    expect(screen.getByTestId("changes").textContent).toBe("1");
  });

  it("shows a failed removal as an alert and keeps the list", async () => {
    const user = userEvent.setup();
    renderHarness({ remove: vi.fn(async () => Promise.reject(new Error("boom"))) });
    await user.click(screen.getByRole("button", { name: "Remover Pix" }));
    await user.click(await screen.findByRole("button", { name: "Sim" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Erro ao remover");
    expect(screen.getByTestId("changes").textContent).toBe("0");
  });

  it("opens the form for a new row or a listed one and sends its id with the values", async () => {
    const options = renderHarness();
    act(() => current?.open("new"));
    expect(screen.getByText("editando new")).toBeTruthy();
    act(() => current?.form.onSubmit({ name: "Boleto" }));
    expect(await screen.findByText("Salvo")).toBeTruthy();
    expect(screen.queryByText(/editando/)).toBeNull();
    expect(options.save).toHaveBeenCalledWith({ id: null, values: { name: "Boleto" } });

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Editar Cheque" }));
    expect(screen.getByText("editando 2")).toBeTruthy();
    expect(current?.editing?.row).toBe(rows[1]);
    act(() => current?.form.onSubmit({ name: "Cheque pré" }));
    await waitFor(() => expect(screen.queryByText(/editando/)).toBeNull());
    expect(options.save).toHaveBeenLastCalledWith({ id: 2, values: { name: "Cheque pré" } });
    expect(screen.getByTestId("changes").textContent).toBe("2");
  });
});
