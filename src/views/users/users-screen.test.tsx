import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UserListItem } from "../../schemas/users.ts";
import { listUsers } from "../../services/api/users.ts";
import { renderWithRouter } from "../components/data-table/render-with-router.tsx";
import { isSortable } from "../components/data-table/data-table-column.ts";
import { USER_SORT_FIELDS, userColumns } from "./user-columns.tsx";
import { UsersScreen } from "./users-screen.tsx";

vi.mock("../../services/api/users.ts", () => ({ listUsers: vi.fn() }));

const users: UserListItem[] = [
  {
    id: 1,
    name: "Mariana Albuquerque",
    login: "admin",
    email: "admin@rede-demo.com.br",
    companies: ["Rede Demo Centro", "Rede Demo Savassi"],
    active: true,
    created_at: "2026-01-10T12:00:00.000Z",
  },
  {
    id: 2,
    name: "João Pedro Nascimento",
    login: "caixa",
    email: "caixa@rede-demo.com.br",
    companies: [],
    active: false,
    created_at: "2026-02-03T12:00:00.000Z",
  },
];

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(listUsers).mockResolvedValue({ data: users, meta: { page: 1, per_page: 20, total: 2 } });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("UsersScreen", () => {
  it("asks for its first page early with the same sort fields as its columns", () => {
    const columns = userColumns(((key: string) => key) as never, () => "");
    expect(USER_SORT_FIELDS).toEqual(columns.filter(isSortable).map((column) => column.field));
  });

  it("lists the tenant's users with their units and whether they are active", async () => {
    renderWithRouter(<UsersScreen />, "/usuarios");
    const table = await screen.findByRole("table", { name: "Usuários" });
    await within(table).findByText("Mariana Albuquerque");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Nome", "Login", "E-mail", "Unidades", "Ativo"]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(
      within(first as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Mariana Albuquerque", "admin", "admin@rede-demo.com.br", "Rede Demo Centro, Rede Demo Savassi", "Sim"]);
    expect(
      within(second as HTMLElement)
        .getAllByRole("cell")
        .at(-1)?.textContent,
    ).toBe("Não");
  });

  it("asks for every date by default: /usuarios has no default period", async () => {
    renderWithRouter(<UsersScreen />, "/usuarios");
    await screen.findByText("Mariana Albuquerque");
    expect(listUsers).toHaveBeenCalledWith({ page: 1, per_page: 20 }, expect.any(AbortSignal));
    expect((screen.getByRole("combobox", { name: "Período" }) as HTMLInputElement).value).toBe("");
  });

  it("sends the URL's query to the API in snake_case", async () => {
    vi.mocked(listUsers).mockResolvedValue({ data: users, meta: { page: 2, per_page: 20, total: 42 } });
    renderWithRouter(
      <UsersScreen />,
      "/usuarios?page=2&sortField=login&sortDirection=desc&filter=ma&initialDate=2026-01-01&finalDate=2026-01-31",
    );
    await screen.findByText("Mariana Albuquerque");
    expect(listUsers).toHaveBeenLastCalledWith(
      {
        page: 2,
        per_page: 20,
        sort_field: "login",
        sort_direction: "desc",
        filter: "ma",
        initial_date: "2026-01-01",
        final_date: "2026-01-31",
      },
      expect.any(AbortSignal),
    );
  });

  it("speaks Spanish under /es", async () => {
    renderWithRouter(<UsersScreen />, "/es/usuarios", "es-EC");
    expect(await screen.findByRole("table", { name: "Usuarios" })).toBeTruthy();
    await screen.findByText("Mariana Albuquerque");
    expect(screen.getByRole("button", { name: "Siguiente" })).toBeTruthy();
    expect(screen.getByText("Sí")).toBeTruthy();
  });
});
