import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDocument, generalBody, OrderGeneralForm, generalValuesOf } from "./order-general-form.tsx";
import { order } from "./production-fixtures.ts";
import { renderProduction } from "./render-production.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

describe("order general data (spec 3, 7)", () => {
  it("sends an 'Invalid date' delivery date as null, and trims the texts", () => {
    const values = { ...generalValuesOf(order), customerName: "  Escola  ", deliveryDate: "Invalid date" };
    expect(generalBody(values)).toEqual({
      customer_name: "Escola",
      customer_phone: "(31) 98765-4321",
      customer_doc: "",
      delivery_date: null,
      notes: "",
    });
    expect(generalBody({ ...values, deliveryDate: "2026-05-10" }).delivery_date).toBe("2026-05-10");
    expect(generalBody({ ...values, deliveryDate: null }).delivery_date).toBeNull();
  });

  it("masks CPF while 11 digits or fewer, CNPJ beyond", () => {
    expect(formatDocument("52998224725")).toBe("529.982.247-25");
    expect(formatDocument("11222333000181")).toBe("11.222.333/0001-81");
  });

  it("requires the customer's name and saves what was typed", async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockResolvedValue(order);
    const onSaved = vi.fn();
    renderProduction(<OrderGeneralForm save={save} onSaved={onSaved} submitLabel="Criar atendimento" />);
    await user.click(screen.getByRole("button", { name: "Criar atendimento" }));
    expect(await screen.findByText("Preenchimento Obrigatório")).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Nome do cliente"), "Padaria Pão de Ouro");
    await user.type(screen.getByLabelText("Data de entrega"), "10/05");
    await user.click(screen.getByRole("button", { name: "Criar atendimento" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(order));
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      customerName: "Padaria Pão de Ouro",
      deliveryDate: "Invalid date",
    });
    expect(generalBody(save.mock.calls[0]?.[0]).delivery_date).toBeNull();
  });

  it("refuses a delivery date not in the calendar (31/02/2026) with a message, sending nothing", async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockResolvedValue(order);
    renderProduction(<OrderGeneralForm save={save} onSaved={() => {}} submitLabel="Criar atendimento" />);
    await user.type(screen.getByLabelText("Nome do cliente"), "Padaria Pão de Ouro");
    await user.type(screen.getByLabelText("Data de entrega"), "31022026");
    expect(
      await screen.findByText("A data 31/02/2026 não existe no calendário. Corrija antes de salvar."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Criar atendimento" }));
    expect(save).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Data de entrega"));
    await user.type(screen.getByLabelText("Data de entrega"), "28022026");
    await user.click(screen.getByRole("button", { name: "Criar atendimento" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ deliveryDate: "2026-02-28" });
  });

  it("asks before leaving with typed and unsaved data, and stays when the user chooses to", async () => {
    const user = userEvent.setup();
    const { router, location } = renderProduction(
      <OrderGeneralForm save={vi.fn()} onSaved={() => {}} submitLabel="Criar atendimento" />,
      "/atendimentos/novo",
    );
    await act(() => router.navigate("/producao"));
    expect(location().pathname).toBe("/producao");
    await act(() => router.navigate("/atendimentos/novo"));
    await user.type(await screen.findByLabelText("Nome do cliente"), "Padaria");
    await act(() => router.navigate("/producao"));
    expect(await screen.findByText("Sair sem salvar?")).toBeTruthy();
    expect(location().pathname).toBe("/atendimentos/novo");
    await user.click(screen.getByRole("button", { name: "Continuar editando" }));
    expect(location().pathname).toBe("/atendimentos/novo");
    expect((screen.getByLabelText("Nome do cliente") as HTMLInputElement).value).toBe("Padaria");
    await act(() => router.navigate("/producao"));
    await user.click(await screen.findByRole("button", { name: "Sair sem salvar" }));
    await waitFor(() => expect(location().pathname).toBe("/producao"));
  });

  it("flags an invalid CPF before sending", async () => {
    const user = userEvent.setup();
    renderProduction(<OrderGeneralForm save={vi.fn()} onSaved={() => {}} submitLabel="Salvar" />);
    await user.type(screen.getByLabelText("CPF/CNPJ"), "12345678900");
    expect(await screen.findByText("CPF/CNPJ inválido.")).toBeTruthy();
  });
});
