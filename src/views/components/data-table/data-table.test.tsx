import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDisplayDate, parseApiDate, toApiDate } from "../../../domain/dates.ts";
import { formatMoney } from "../../../domain/money.ts";
import { apiError } from "../../../schemas/api-error.ts";
import { DataTable } from "./data-table.tsx";
import type { DataTableColumn } from "./data-table-column.ts";
import { type RenderOptions, renderWithRouter } from "./render-with-router.tsx";
import type { ListAnswer, ListRequest } from "./table-query.ts";

type Sale = { id: number; customer: string; total: number; date: string; paid: boolean };
type SaleField = "customer" | "total" | "date";

const columns: ReadonlyArray<DataTableColumn<Sale, SaleField>> = [
  { field: "customer", header: "Cliente", sortable: true, text: (sale) => sale.customer },
  {
    field: "total",
    header: "Total",
    sortable: true,
    text: (sale) => formatMoney(sale.total),
    excel: (sale) => ({ value: sale.total / 100, format: "#,##0.00" }),
  },
  {
    field: "date",
    header: "Data",
    sortable: true,
    text: (sale) => formatDisplayDate(parseApiDate(sale.date) ?? new Date(Number.NaN)),
  },
  { field: "paid", header: "Pago", text: (sale) => (sale.paid ? "Sim" : "Não"), hidden: true },
];

const sale = (id: number): Sale => ({
  id,
  customer: `Cliente ${id}`,
  total: 123456 * id,
  date: "2026-05-03",
  paid: id % 2 === 0,
});

/** A list endpoint over `total` rows. */
function endpoint(total: number) {
  return vi.fn(async (request: ListRequest<SaleField>): Promise<ListAnswer<Sale>> => {
    const page = request.page ?? 1;
    const perPage = request.per_page ?? 20;
    const from = (page - 1) * perPage;
    const data = Array.from({ length: Math.max(0, Math.min(perPage, total - from)) }, (_, i) => sale(from + i + 1));
    return { data, meta: { total } };
  });
}

type Props = Partial<Parameters<typeof DataTable<Sale, SaleField>>[0]>;

function renderTable(
  fetchPage: ReturnType<typeof endpoint>,
  url = "/vendas",
  props: Props = {},
  options: RenderOptions = {},
) {
  return renderWithRouter(
    <DataTable
      id="sales"
      columns={columns}
      fetchPage={fetchPage}
      dataKey="id"
      fileName="vendas"
      label="Vendas"
      {...props}
    />,
    url,
    "pt-BR",
    options,
  );
}

const lastRequest = (fetchPage: ReturnType<typeof endpoint>) => fetchPage.mock.calls.at(-1)?.[0];

/** The files handed to the browser's download, by name. */
function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

// jsdom's Blob has no arrayBuffer().
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/** A day of the month shown, not of the neighbouring months the calendar grid also shows. */
const dayOf = (calendar: HTMLElement, day: string) => {
  const cell = within(calendar)
    .getAllByText(day)
    .find((element) => !element.closest("td")?.classList.contains("p-datepicker-other-month"));
  if (!cell) throw new Error(`Day ${day} is not in the calendar`);
  return cell;
};

// PrimeReact's table is heavy under jsdom, and the machines running these tests are shared.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("DataTable paging", () => {
  it("shows 5 page numbers, 2 each side of the current page, and named navigation buttons", async () => {
    const fetchPage = endpoint(200);
    renderTable(fetchPage, "/vendas?page=6");
    expect(await screen.findByText("Cliente 101")).toBeTruthy();
    expect(await screen.findByText("101 a 120 de 200")).toBeTruthy();

    const pages = screen.getAllByRole("button", { name: /^Página \d+$/ });
    expect(pages.map((button) => button.textContent)).toEqual(["4", "5", "6", "7", "8"]);
    expect(screen.getByRole("button", { name: "Página 6" }).getAttribute("aria-current")).toBe("page");
    for (const name of ["Primeiro", "Anterior", "Próximo", "Último"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    expect(screen.getByText("101 a 120 de 200")).toBeTruthy();
    expect(lastRequest(fetchPage)).toEqual({ page: 6, per_page: 20 });
  });

  it("keeps the page in the URL and asks the server for it", async () => {
    const user = userEvent.setup();
    const fetchPage = endpoint(200);
    const { search } = renderTable(fetchPage);
    await screen.findByText("Cliente 1");
    expect(screen.getByRole("button", { name: "Primeiro" }).hasAttribute("disabled")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Próximo" }));
    await waitFor(() => expect(search().get("page")).toBe("2"));
    expect(await screen.findByText("Cliente 21")).toBeTruthy();
    expect(lastRequest(fetchPage)).toEqual({ page: 2, per_page: 20 });

    await user.click(screen.getByRole("button", { name: "Último" }));
    await waitFor(() => expect(search().get("page")).toBe("10"));
    await user.click(screen.getByRole("button", { name: "Página 8" }));
    await waitFor(() => expect(search().get("page")).toBe("8"));
    await user.click(screen.getByRole("button", { name: "Primeiro" }));
    await waitFor(() => expect(search().get("page")).toBeNull());
    expect(lastRequest(fetchPage)).toEqual({ page: 1, per_page: 20 });
  });

  it("keeps the last page clicked when clicks come faster than the URL (a slow navigation)", async () => {
    const user = userEvent.setup();
    const fetchPage = endpoint(200);
    const { router, search } = renderTable(fetchPage, "/vendas", {}, { navigationDelayMs: 300 });
    await screen.findByText("Cliente 1");

    // Anterior before the URL has taken page 2: the table must not be sent back to page 2 when it does.
    await user.click(screen.getByRole("button", { name: "Próximo" }));
    await user.click(screen.getByRole("button", { name: "Anterior" }));
    await waitFor(() => expect(router.state.navigation.state).toBe("idle"), { timeout: 2000 });
    await act(() => new Promise((done) => setTimeout(done, 400)));
    expect(search().get("page")).toBeNull();
    expect(lastRequest(fetchPage)).toEqual({ page: 1, per_page: 20 });
    expect(await screen.findByText("Cliente 1", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Página 1" }).getAttribute("aria-current")).toBe("page");

    // Two steps ahead in a row end on the second.
    await user.click(screen.getByRole("button", { name: "Próximo" }));
    await user.click(screen.getByRole("button", { name: "Próximo" }));
    await waitFor(() => expect(search().get("page")).toBe("3"), { timeout: 2000 });
    await act(() => new Promise((done) => setTimeout(done, 400)));
    expect(search().get("page")).toBe("3");
    expect(await screen.findByText("Cliente 41", {}, { timeout: 3000 })).toBeTruthy();
  });

  it("keeps the focus in the paginator when the key pressed turns its own button disabled", async () => {
    const user = userEvent.setup();
    renderTable(endpoint(200));
    await screen.findByText("Cliente 1");
    screen.getByRole("button", { name: "Próximo" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Cliente 21")).toBeTruthy();
    // Still usable: pressing Enter again goes on.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Próximo" }));

    // `Último` is disabled on the last page: the focus moves to the current page's button, not to the body.
    screen.getByRole("button", { name: "Último" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Cliente 181")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Página 10" })));
    expect(document.activeElement?.getAttribute("aria-current")).toBe("page");

    await user.keyboard("{Shift>}{Tab}{/Shift}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Página 9" }));
    screen.getByRole("button", { name: "Primeiro" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Cliente 1")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Página 1" })));
  });

  it("follows the URL when the user goes back", async () => {
    const user = userEvent.setup();
    const fetchPage = endpoint(200);
    const { router } = renderTable(fetchPage);
    await screen.findByText("Cliente 1");
    await user.click(screen.getByRole("button", { name: "Página 3" }));
    expect(await screen.findByText("Cliente 41")).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(await screen.findByText("Cliente 1")).toBeTruthy();
    expect(router.state.location.search).toBe("");
  });
});

describe("DataTable sorting, search and period", () => {
  it("toggles the direction on each click of a column and keeps it in the URL", async () => {
    const user = userEvent.setup();
    const fetchPage = endpoint(50);
    const { search } = renderTable(fetchPage, "/vendas?page=2");
    await screen.findByText("Cliente 21");
    const header = () => screen.getByRole("columnheader", { name: /Total/ });

    await user.click(header());
    await waitFor(() => expect(search().get("sortDirection")).toBe("asc"));
    expect(search().get("sortField")).toBe("total");
    expect(search().get("page")).toBeNull();
    await waitFor(() =>
      expect(lastRequest(fetchPage)).toEqual({ page: 1, per_page: 20, sort_field: "total", sort_direction: "asc" }),
    );

    await user.click(header());
    await waitFor(() => expect(search().get("sortDirection")).toBe("desc"));
    expect(lastRequest(fetchPage)).toMatchObject({ sort_field: "total", sort_direction: "desc" });
    expect(header().getAttribute("aria-sort")).toBe("descending");

    await user.click(header());
    await waitFor(() => expect(search().get("sortDirection")).toBe("asc"));
  });

  it("ignores a sort field in the URL that no column sorts by", async () => {
    const fetchPage = endpoint(5);
    renderTable(fetchPage, "/vendas?sortField=paid&sortDirection=desc");
    await screen.findByText("Cliente 1");
    expect(lastRequest(fetchPage)).toEqual({ page: 1, per_page: 20 });
  });

  it("searches once the user pauses typing, from page 1, and keeps the text in the URL", async () => {
    const user = userEvent.setup();
    const fetchPage = endpoint(50);
    const { search } = renderTable(fetchPage, "/vendas?page=3");
    await screen.findByText("Cliente 41");
    const calls = fetchPage.mock.calls.length;

    await user.type(screen.getByRole("searchbox", { name: "Pesquisar" }), "maria");
    expect(fetchPage.mock.calls.length).toBe(calls);
    await waitFor(() => expect(search().get("filter")).toBe("maria"));
    expect(search().get("page")).toBeNull();
    expect(fetchPage.mock.calls.length).toBe(calls + 1);
    expect(lastRequest(fetchPage)).toEqual({ page: 1, per_page: 20, filter: "maria" });
  });

  it("shows the totals row, and hides it while a search keeps only some rows (they would not add up)", async () => {
    const totalsRow = { ...sale(0), customer: "Totais", total: 999_999 };
    const fetchPage = endpoint(3);
    renderTable(fetchPage, "/vendas", { totalsRow });
    await screen.findByText("Cliente 1");
    expect(screen.getByText("Totais")).toBeTruthy();
    expect(screen.getByText(formatMoney(999_999))).toBeTruthy();

    const searched = endpoint(3);
    renderTable(searched, "/compras?filter=Cliente%202", { totalsRow: { ...totalsRow, customer: "Totais buscados" } });
    await waitFor(() => expect(lastRequest(searched)).toMatchObject({ filter: "Cliente 2" }));
    await screen.findAllByText("Cliente 2");
    expect(screen.queryByText("Totais buscados")).toBeNull();
  });

  it("searches at once on Enter", async () => {
    const user = userEvent.setup();
    const fetchPage = endpoint(50);
    const { search } = renderTable(fetchPage);
    await screen.findByText("Cliente 1");
    await user.type(screen.getByRole("searchbox", { name: "Pesquisar" }), "ana{Enter}");
    expect(search().get("filter")).toBe("ana");
    expect(lastRequest(fetchPage)).toMatchObject({ filter: "ana" });
  });

  it("shows the period from the URL joined by ' até ' and sends it as initial_date and final_date", async () => {
    const fetchPage = endpoint(5);
    renderTable(fetchPage, "/vendas?initialDate=2026-04-01&finalDate=2026-04-30", { period: "all-dates" });
    await screen.findByText("Cliente 1");
    expect((screen.getByRole("combobox", { name: "Período" }) as HTMLInputElement).value).toBe(
      "01/04/2026 até 30/04/2026",
    );
    expect(lastRequest(fetchPage)).toEqual({
      page: 1,
      per_page: 20,
      initial_date: "2026-04-01",
      final_date: "2026-04-30",
    });
  });

  it("starts on the first day of the month through today, and a cleared period stays cleared in the URL", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 4, 21, 10, 0));
    const user = userEvent.setup();
    const fetchPage = endpoint(5);
    const { search } = renderTable(fetchPage, "/vendas", { period: "current-month" });
    await screen.findByText("Cliente 1");
    const input = screen.getByRole("combobox", { name: "Período" }) as HTMLInputElement;
    expect(input.value).toBe("01/05/2026 até 21/05/2026");
    expect(lastRequest(fetchPage)).toMatchObject({ initial_date: "2026-05-01", final_date: "2026-05-21" });
    expect(search().toString()).toBe("");

    await user.click(screen.getByRole("button", { name: "Limpar período" }));
    await waitFor(() => expect(search().toString()).toBe("initialDate=&finalDate="));
    expect(input.value).toBe("");
    expect(lastRequest(fetchPage)).toEqual({ page: 1, per_page: 20 });
  });

  it("lists every date when the screen opts out of the default period, and picks a range on the calendar", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 4, 21, 10, 0));
    const user = userEvent.setup();
    const fetchPage = endpoint(5);
    const { search } = renderTable(fetchPage, "/vendas", { period: "all-dates" });
    await screen.findByText("Cliente 1");
    const input = screen.getByRole("combobox", { name: "Período" }) as HTMLInputElement;
    expect(input.value).toBe("");
    expect(lastRequest(fetchPage)).toEqual({ page: 1, per_page: 20 });

    await user.click(input);
    // jsdom lays nothing out, so PrimeReact takes the open panel for a hidden one.
    const calendar = await screen.findByRole("dialog", { name: "Período", hidden: true });
    await waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("true"));
    await user.click(dayOf(calendar, "4"));
    await user.click(dayOf(calendar, "12"));
    await waitFor(() => expect(search().get("finalDate")).toBe("2026-05-12"));
    expect(search().get("initialDate")).toBe("2026-05-04");
    expect(input.value).toBe("04/05/2026 até 12/05/2026");
    expect(lastRequest(fetchPage)).toMatchObject({ initial_date: "2026-05-04", final_date: "2026-05-12" });
  });
});

describe("DataTable messages", () => {
  it("offers the reports' period shortcuts when asked, each setting the period from page 1", async () => {
    const user = userEvent.setup();
    const fetchPage = endpoint(50);
    const { search } = renderTable(fetchPage, "/vendas?page=2", { period: "current-month", periodPresets: true });
    await screen.findByText("Cliente 21");
    const presets = screen.getByRole("group", { name: "Atalhos de período" });
    expect(
      within(presets)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Hoje", "Últimos 7 dias", "Este mês", "Mês passado", "Últimos 30 dias", "Este ano"]);
    await user.click(within(presets).getByRole("button", { name: "Hoje" }));
    const today = toApiDate(new Date());
    await waitFor(() => expect(search().get("initialDate")).toBe(today));
    // The end is the default one (today): the URL leaves it out.
    expect(search().get("page")).toBeNull();
    expect(lastRequest(fetchPage)).toMatchObject({ page: 1, initial_date: today, final_date: today });
    await user.click(within(presets).getByRole("button", { name: "Este ano" }));
    await waitFor(() => expect(search().get("initialDate")).toBe(`${today.slice(0, 4)}-01-01`));

    // Without the option, no shortcuts.
    cleanup();
    renderTable(endpoint(3), "/vendas", { period: "current-month" });
    await screen.findByText("Cliente 3");
    expect(screen.queryByRole("group", { name: "Atalhos de período" })).toBeNull();
  });

  it("says `Nenhum registro encontrado` when nothing matches", async () => {
    renderTable(endpoint(0));
    expect(await screen.findByText("Nenhum registro encontrado")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Página/ })).toBeNull();
  });

  it("says `Carregando...` while a page loads", async () => {
    let answer: (value: ListAnswer<Sale>) => void = () => {};
    const fetchPage = vi.fn(() => new Promise<ListAnswer<Sale>>((resolve) => (answer = resolve)));
    renderWithRouter(
      <DataTable id="sales" columns={columns} fetchPage={fetchPage} dataKey="id" fileName="vendas" label="Vendas" />,
      "/vendas",
    );
    expect(await screen.findByText("Carregando...")).toBeTruthy();
    expect(screen.queryByText("Nenhum registro encontrado")).toBeNull();
    await act(async () => answer({ data: [sale(1)], meta: { total: 1 } }));
    expect(await screen.findByText("Cliente 1")).toBeTruthy();
    expect(screen.queryByText("Carregando...")).toBeNull();
  });

  it("shows why a page failed and loads it again on retry", async () => {
    const user = userEvent.setup();
    const fetchPage = vi
      .fn<(request: ListRequest<SaleField>) => Promise<ListAnswer<Sale>>>()
      .mockRejectedValueOnce(apiError("Offline", 0, []))
      .mockResolvedValue({ data: [sale(1)], meta: { total: 1 } });
    renderWithRouter(
      <DataTable id="sales" columns={columns} fetchPage={fetchPage} dataKey="id" fileName="vendas" label="Vendas" />,
      "/vendas",
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Algo ocorreu com a sua conexão");
    await user.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByText("Cliente 1")).toBeTruthy();
  });
});

describe("DataTable copy and exports", () => {
  it("copies the visible rows as tab-separated text and confirms with a toast", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderTable(endpoint(2));
    await screen.findByText("Cliente 2");
    await user.click(screen.getByRole("button", { name: "Copiar" }));
    expect(await screen.findByText("2 linhas copiadas para a área de transferência.")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(
      ["Cliente\tTotal\tData", "Cliente 1\tR$ 1.234,56\t03/05/2026", "Cliente 2\tR$ 2.469,12\t03/05/2026"].join("\n"),
    );
  });

  it("copies every row of the current result, searched, not only the page shown", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const fetchPage = endpoint(45);
    renderTable(fetchPage, "/vendas?filter=cli&page=2");
    await screen.findByText("Cliente 21");
    await user.click(screen.getByRole("button", { name: "Copiar" }));
    expect(await screen.findByText("45 linhas copiadas para a área de transferência.")).toBeTruthy();
    expect(lastRequest(fetchPage)).toEqual({ page: 1, per_page: 500, filter: "cli" });
    const lines = String(writeText.mock.calls[0]?.[0]).split("\n");
    expect(lines).toHaveLength(46);
    expect(lines[1]).toBe("Cliente 1\tR$ 1.234,56\t03/05/2026");
    expect(lines[45]).toBe("Cliente 45\tR$ 55.555,20\t03/05/2026");
  });

  it("exports every matching row to CSV, paging the API 500 rows at a time, with `Processando...` meanwhile", async () => {
    const user = userEvent.setup();
    const files = captureDownloads();
    const fetchPage = endpoint(1203);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderTable(fetchPage, "/vendas?filter=cli&sortField=total&sortDirection=desc&page=2");
    await screen.findByText("Cliente 21");
    fetchPage.mockImplementationOnce(async (request) => {
      await gate;
      return endpoint(1203)(request);
    });

    await user.click(screen.getByRole("button", { name: "CSV" }));
    expect(await screen.findByText("Processando...")).toBeTruthy();
    release();
    await waitFor(() => expect(files).toHaveLength(1));
    expect(screen.queryByText("Processando...")).toBeNull();

    const exportCalls = fetchPage.mock.calls.slice(-3).map(([request]) => request);
    expect(exportCalls).toEqual(
      [1, 2, 3].map((page) => ({
        page,
        per_page: 500,
        filter: "cli",
        sort_field: "total",
        sort_direction: "desc",
      })),
    );

    const [file] = files;
    expect(file?.name).toMatch(/^vendas-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await bytesOf(file?.blob ?? new Blob());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines).toHaveLength(1204);
    expect(lines[0]).toBe("Cliente;Total;Data");
    expect(lines[1]).toBe("Cliente 1;R$ 1.234,56;03/05/2026");
    expect(lines[1203]).toBe("Cliente 1203;R$ 1.485.175,68;03/05/2026");
  });

  it("exports a real .xlsx file", async () => {
    const user = userEvent.setup();
    const files = captureDownloads();
    renderTable(endpoint(3));
    await screen.findByText("Cliente 3");
    await user.click(screen.getByRole("button", { name: "Excel" }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 5000 });
    const [file] = files;
    expect(file?.name).toMatch(/^vendas-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file?.blob.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const bytes = await bytesOf(file?.blob ?? new Blob());
    // A zip archive: "PK\x03\x04".
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it("tells the user when an export fails", async () => {
    const user = userEvent.setup();
    captureDownloads();
    const fetchPage = endpoint(3);
    renderTable(fetchPage);
    await screen.findByText("Cliente 3");
    fetchPage.mockRejectedValueOnce(apiError("ServerFailure", 500, []));
    await user.click(screen.getByRole("button", { name: "CSV" }));
    expect(await screen.findByText("Não foi possível exportar os registros. (500)")).toBeTruthy();
  });
});

describe("DataTable column choice", () => {
  it("shows the chosen columns and remembers them per table", async () => {
    const user = userEvent.setup();
    const fetchPage = endpoint(2);
    const first = renderTable(fetchPage);
    await screen.findByText("Cliente 2");
    expect(screen.queryByRole("columnheader", { name: "Pago" })).toBeNull();

    const chooser = screen.getByRole("button", { name: "Selecionar Colunas" });
    expect(chooser.getAttribute("aria-expanded")).toBe("false");
    await user.click(chooser);
    const panel = screen.getByRole("group", { name: "Selecionar Colunas" });
    expect(chooser.getAttribute("aria-expanded")).toBe("true");
    // Focus moves to the first checkbox; every checkbox is named by its column.
    expect(document.activeElement).toBe(within(panel).getByRole("checkbox", { name: "Cliente" }));
    await user.click(within(panel).getByRole("checkbox", { name: "Pago" }));
    await user.click(within(panel).getByRole("checkbox", { name: "Data" }));
    expect(screen.getByRole("columnheader", { name: "Pago" })).toBeTruthy();
    expect(screen.queryByRole("columnheader", { name: "Data" })).toBeNull();
    // Escape closes the panel and returns the focus to the button.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Selecionar Colunas" })).toBeNull();
    expect(document.activeElement).toBe(chooser);
    first.unmount();

    renderTable(endpoint(2));
    await screen.findByText("Cliente 2");
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Cliente",
      "Total",
      "Pago",
    ]);
  });

  it("keeps at least one column: the last one shown cannot be unchecked", async () => {
    const user = userEvent.setup();
    renderTable(endpoint(2));
    await screen.findByText("Cliente 2");
    await user.click(screen.getByRole("button", { name: "Selecionar Colunas" }));
    const box = (name: string) => screen.getByRole("checkbox", { name });
    await user.click(box("Total"));
    await user.click(box("Data"));
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Cliente"]);
    expect(box("Cliente")).toHaveProperty("disabled", true);
    expect(box("Total")).toHaveProperty("disabled", false);
    // A click outside closes the panel.
    await user.click(screen.getByRole("table"));
    expect(screen.queryByRole("group", { name: "Selecionar Colunas" })).toBeNull();
  });
});
