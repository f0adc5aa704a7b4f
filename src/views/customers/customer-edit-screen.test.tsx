import type { CustomerId } from "../../schemas/ids.ts";
import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import commonEs from "../../../locales/es-EC/common.json";
import customersEs from "../../../locales/es-EC/customers.json";
import formEs from "../../../locales/es-EC/form.json";
import commonPt from "../../../locales/pt-BR/common.json";
import customersPt from "../../../locales/pt-BR/customers.json";
import formPt from "../../../locales/pt-BR/form.json";
import type { CustomerDetail } from "../../schemas/customers.ts";
import { apiError } from "../../schemas/api-error.ts";
import { createCustomer, getCustomer, updateCustomer } from "../../services/api/customers.ts";
import { CustomerEditScreen } from "./customer-edit-screen.tsx";

vi.mock("../../services/api/customers.ts", () => ({
  createCustomer: vi.fn(),
  getCustomer: vi.fn(),
  updateCustomer: vi.fn(),
  listCustomers: vi.fn(),
  allCustomerGroups: vi.fn(async () => ({ data: [], meta: { page: 1, per_page: 500, total: 0 } })),
  listMunicipalities: vi.fn(async () => ({ data: [] })),
  similarCustomers: vi.fn(async () => ({ data: [] })),
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const saved: CustomerDetail = {
  id: 12 as CustomerId,
  publicId: "0b8f2a52-6a43-4e83-9d1c-1f7c2c1f9a10",
  customerType: "F",
  name: "Ana Souza",
  nickname: "",
  docId1: "52998224725",
  phone1: "31998765432",
  email: "",
  active: true,
  national_card_id_1: "52998224725",
  federal_tax_id: "",
  cityId: null,
  cityName: "",
  cityUf: "",
  groupsIds: [],
  groupsNames: [],
  addresses: [],
  contacts: [],
  createdAt: "2026-03-10T12:00:00.000Z",
};

function renderAt(url: string, locale: "pt-BR" | "es-EC" = "pt-BR") {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: {
      "pt-BR": { common: commonPt, customers: customersPt, form: formPt },
      "es-EC": { common: commonEs, customers: customersEs, form: formEs },
    },
    ns: ["common", "customers", "form"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  const router = createMemoryRouter(
    [
      { path: "/clientes/editar/:id?/:tab?", element: <CustomerEditScreen /> },
      { path: "/es/clientes/editar/:id?/:tab?", element: <CustomerEditScreen /> },
      { path: "/pdv/caixa-aberto", element: <p>PDV</p> },
      { path: "/clientes", element: <p>Lista de clientes</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, where };
}

// The page's toast downloads with its first message; on a busy machine that first import outlasts a findBy.
beforeAll(async () => {
  await import("primereact/toast");
});

beforeEach(() => {
  vi.mocked(createCustomer).mockResolvedValue(saved);
  vi.mocked(updateCustomer).mockResolvedValue(saved);
  vi.mocked(getCustomer).mockResolvedValue(saved);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function clickWhenEnabled(user: ReturnType<typeof userEvent.setup>, name: string) {
  await waitFor(() => expect(screen.getByRole<HTMLButtonElement>("button", { name }).disabled).toBe(false));
  await user.click(screen.getByRole("button", { name }));
}

describe("CustomerEditScreen", () => {
  it("creates a customer: masks as typed, a success toast, then its own address (same form)", async () => {
    const user = userEvent.setup();
    const { where, router } = renderAt("/clientes/editar");
    await user.type(screen.getByLabelText("Nome"), "Ana Souza");
    await user.type(screen.getByLabelText("CPF"), "52998224725");
    expect(screen.getByLabelText<HTMLInputElement>("CPF").value).toBe("529.982.247-25");
    await user.type(screen.getByLabelText("Telefone"), "31998765432");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Cliente cadastrado com sucesso.")).toBeTruthy();
    expect(vi.mocked(createCustomer)).toHaveBeenCalledWith(
      expect.objectContaining({
        customerType: "F",
        name: "Ana Souza",
        docId1: "529.982.247-25",
        phone1: "(31) 99876-5432",
      }),
    );
    await waitFor(() => expect(where()).toBe("/clientes/editar/12"));
    // The form that created it stays: no reload of the customer just saved.
    expect(vi.mocked(getCustomer)).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Ana Souza" })).toBeTruthy();
    // Another new customer starts empty.
    await router.navigate("/clientes/editar");
    expect(await screen.findByRole("heading", { name: "Novo cliente" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Nome").value).toBe("");
  });

  it("does not send an invalid customer and marks the fields and the tab to fix", async () => {
    const user = userEvent.setup();
    renderAt("/clientes/editar/endereco");
    await user.click(screen.getByRole("button", { name: "Adicionar endereço" }));
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Corrija os campos destacados.")).toBeTruthy();
    expect(vi.mocked(createCustomer)).not.toHaveBeenCalled();
    // Spec 4: red and disabled, with its hint, while the problems show.
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Salvar" }).disabled).toBe(true);
    expect(screen.getByText("corrija os campos para continuar")).toBeTruthy();
    const address = screen.getByRole("region", { name: "Endereço 1" });
    expect(within(address).getByText("Preenchimento Obrigatório")).toBeTruthy();
    const tabs = screen.getByRole("navigation", { name: "Seções do cadastro" });
    expect(within(tabs).getByRole("link", { name: "Geral (contém erros)" })).toBeTruthy();
    expect(within(tabs).getByRole("link", { name: "Endereços (contém erros)" })).toBeTruthy();
    await user.click(within(tabs).getByRole("link", { name: "Geral (contém erros)" }));
    expect(await screen.findAllByText("Ao menos um contato é obrigatório")).toHaveLength(2);
  });

  it("shows the server's messages under their fields, and the fallback for other failures", async () => {
    const user = userEvent.setup();
    vi.mocked(updateCustomer)
      .mockRejectedValueOnce(apiError("Invalid", 422, ["CPF já cadastrado"], { docId1: ["CPF já cadastrado"] }))
      .mockRejectedValueOnce(apiError("ServerFailure", 500, []))
      .mockRejectedValueOnce(apiError("Offline", 0, []));
    renderAt("/clientes/editar/12");
    expect(await screen.findByRole("heading", { name: "Ana Souza" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findAllByText("CPF já cadastrado")).toHaveLength(2);
    // Spec 4: the submit is blocked for 500 ms after each click.
    await clickWhenEnabled(user, "Salvar");
    expect(await screen.findByText("Ocorreu um erro no cadastro de clientes. (500)")).toBeTruthy();
    await clickWhenEnabled(user, "Salvar");
    expect(await screen.findByText("Ocorreu um erro no cadastro de clientes.")).toBeTruthy();
  });

  it("opened from the PDV, goes back to the sale with the customer it saved", async () => {
    const user = userEvent.setup();
    const { where } = renderAt("/clientes/editar?origem=pdv");
    await user.click(screen.getByRole("link", { name: "Contatos" }));
    await waitFor(() => expect(where()).toBe("/clientes/editar/contatos?origem=pdv"));
    await user.click(screen.getByRole("button", { name: "Adicionar contato" }));
    await user.type(screen.getByLabelText("Nome"), "Carlos");
    await user.click(screen.getByRole("link", { name: "Geral" }));
    await user.type(await screen.findByLabelText("Nome"), "Ana Souza");
    await user.type(screen.getByLabelText("E-mail"), "ana@exemplo.com.br");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(where()).toBe("/clientes/editar/12?origem=pdv"));
    expect(vi.mocked(createCustomer).mock.calls[0]?.[0].contacts).toEqual([
      { id: null, name: "Carlos", role: "", phone: "", email: "" },
    ]);
    await user.click(screen.getByRole("button", { name: "Voltar ao PDV" }));
    await waitFor(() => expect(where()).toBe("/pdv/caixa-aberto?cliente=12"));
  });

  it("asks before leaving with edits not saved; save and go returns to the list", async () => {
    const user = userEvent.setup();
    const { router, where } = renderAt("/clientes/editar/12");
    expect(await screen.findByRole("heading", { name: "Ana Souza" })).toBeTruthy();
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText("Apelido"), "Aninha");
    // A reload or a closed tab asks too (the browser's own question).
    expect(unload()).toBe(true);
    // Its own tabs are not leaving.
    await user.click(screen.getByRole("link", { name: "Contatos" }));
    await waitFor(() => expect(where()).toBe("/clientes/editar/12/contatos"));
    void router.navigate("/pdv/caixa-aberto");
    expect(await screen.findByText("Sair sem salvar?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Continuar editando" }));
    expect(where()).toBe("/clientes/editar/12/contatos");
    await user.click(screen.getByRole("button", { name: "Salvar e sair" }));
    await waitFor(() => expect(where()).toBe("/clientes"));
    expect(vi.mocked(updateCustomer)).toHaveBeenCalledWith(12, expect.objectContaining({ nickname: "Aninha" }));
  });

  it("speaks Spanish under /es; a company is asked for its CNPJ", async () => {
    const user = userEvent.setup();
    renderAt("/es/clientes/editar?origem=pdv", "es-EC");
    expect(screen.getByRole("button", { name: "Volver al PDV" })).toBeTruthy();
    await user.click(screen.getByLabelText("Persona jurídica"));
    expect(screen.getByLabelText("Razón social")).toBeTruthy();
    await user.type(screen.getByLabelText("CNPJ"), "11222333000180");
    expect(screen.getByText("CNPJ inválido")).toBeTruthy();
  });
});
