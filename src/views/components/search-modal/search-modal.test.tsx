import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../../schemas/api-error.ts";
import { callUrl } from "../../../services/api/client.ts";
import { renderWithI18n } from "../form/render-with-i18n.tsx";
import { type SearchColumn, SearchModalConfigError } from "./search-columns.ts";
import { SearchModal, type SearchModalProps } from "./search-modal.tsx";

vi.mock("../../../services/api/client.ts", () => ({ callUrl: vi.fn() }));
const mockedCallUrl = vi.mocked(callUrl);

const columns: ReadonlyArray<SearchColumn> = [
  { field: "id", header: "Código", selectable: true },
  { field: "name", header: "Nome" },
  { field: "contact.email", header: "E-mail" },
  { field: "active", header: "Ativo" },
];

const ana = { id: 7, name: "Ana Souza", contact: { email: "" }, active: true };
const bia = { id: 8, name: "Bia Lima", contact: null, active: false };

function renderModal(overrides: Partial<SearchModalProps> = {}) {
  const props: SearchModalProps = {
    visible: true,
    onHide: vi.fn(),
    header: "Buscar cliente",
    columns,
    request: { url: "/api/v1/customers", queryParam: "name", params: { active: true }, dataField: "data" },
    notFoundMessage: "Nenhum cliente encontrado",
    onSelect: vi.fn(),
    ...overrides,
  };
  renderWithI18n(<SearchModal {...props} />);
  return props;
}

const type = (term: string) => fireEvent.change(screen.getByLabelText("Pesquisar"), { target: { value: term } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("SearchModal", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockedCallUrl.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("asks the server 1 s after the last keystroke, with the configured parameter and extras", async () => {
    mockedCallUrl.mockResolvedValue({ data: [ana] });
    renderModal();
    expect(screen.getByText("Digite para pesquisar.")).toBeTruthy();
    type("an");
    await wait(600);
    type("ana");
    await wait(999);
    expect(mockedCallUrl).not.toHaveBeenCalled();
    await wait(1);
    expect(mockedCallUrl).toHaveBeenCalledTimes(1);
    expect(mockedCallUrl.mock.calls[0]?.[0]).toBe("get");
    expect(mockedCallUrl.mock.calls[0]?.[1]).toBe("/api/v1/customers");
    expect(mockedCallUrl.mock.calls[0]?.[3]?.searchParams).toEqual({ active: true, name: "ana" });
  });

  it("lists the rows with 'Não definido' for empty cells and 'Sim'/'Não' for booleans, and returns the selectable value", async () => {
    mockedCallUrl.mockResolvedValue({ data: [ana, bia] });
    const { onSelect, onHide } = renderModal();
    type("a");
    await wait(1000);
    expect(screen.getByRole("columnheader", { name: "Nome" })).toBeTruthy();
    const [, anaRow, biaRow] = screen.getAllByRole("row");
    expect(anaRow?.textContent).toBe("7Ana SouzaNão definidoSim");
    expect(biaRow?.textContent).toBe("8Bia LimaNão definidoNão");
    fireEvent.click(screen.getByRole("button", { name: "8" }));
    expect(onSelect).toHaveBeenCalledWith(8, bia);
    expect(onHide).toHaveBeenCalled();
  });

  it("shows the configured message when nothing is found", async () => {
    mockedCallUrl.mockResolvedValue({ data: [] });
    renderModal();
    type("zzz");
    await wait(1000);
    expect(screen.getByRole("status").textContent).toBe("Nenhum cliente encontrado");
  });

  it("shows the server's messages when the search fails", async () => {
    mockedCallUrl.mockRejectedValue(apiError("Invalid", 422, ["O filtro é muito curto", "Página inválida"]));
    renderModal();
    type("a");
    await wait(1000);
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(items).toEqual(["O filtro é muito curto", "Página inválida"]);
  });

  it("shows the connection text when the server cannot be reached", async () => {
    mockedCallUrl.mockRejectedValue(apiError("Offline", 0, []));
    renderModal();
    type("a");
    await wait(1000);
    expect(screen.getByRole("alert").textContent).toContain("Algo ocorreu com a sua conexão");
  });

  it("goes back to the hint when the text is erased, without asking the server", async () => {
    renderModal();
    type("a");
    await wait(500);
    type("");
    await wait(1000);
    expect(mockedCallUrl).not.toHaveBeenCalled();
    expect(screen.getByText("Digite para pesquisar.")).toBeTruthy();
  });
});

class Catch extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

describe("SearchModal configuration", () => {
  afterEach(cleanup);

  it("throws a configuration error when no column is selectable", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const onError = vi.fn();
    renderWithI18n(
      <Catch onError={onError}>
        <SearchModal
          visible
          onHide={vi.fn()}
          header="Buscar cliente"
          columns={[{ field: "name", header: "Nome" }]}
          request={{ url: "/api/v1/customers" }}
          notFoundMessage="Nenhum cliente encontrado"
          onSelect={vi.fn()}
        />
      </Catch>,
    );
    quiet.mockRestore();
    expect(onError).toHaveBeenCalledWith(expect.any(SearchModalConfigError));
  });
});
