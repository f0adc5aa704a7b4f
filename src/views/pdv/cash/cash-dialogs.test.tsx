import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, setup } from "xstate";
import cash from "../../../../locales/pt-BR/cash.json";
import common from "../../../../locales/pt-BR/common.json";
import form from "../../../../locales/pt-BR/form.json";
import pdv from "../../../../locales/pt-BR/pdv.json";
import type { CashRegisterRef } from "../../../machines/cash-register.machine.ts";
import { OutflowDialog } from "./cash-dialogs.tsx";

afterEach(cleanup);

/** A register that only records what the dialog sends (the dialog reads its `busy` tag and `error`). */
function fakeRegister() {
  const actor = createActor(setup({}).createMachine({ context: { error: null } })).start();
  const send = vi.spyOn(actor, "send").mockImplementation(() => undefined);
  return { register: actor as unknown as CashRegisterRef, send };
}

function renderPt(register: CashRegisterRef) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: "pt-BR",
    resources: { "pt-BR": { cash, common, form, pdv } },
    ns: ["cash", "common", "form", "pdv"],
    defaultNS: "cash",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return render(
    <I18nextProvider i18n={instance}>
      <OutflowDialog register={register} />
    </I18nextProvider>,
  );
}

describe("OutflowDialog (issue 11: impossible dates)", () => {
  it("refuses 31/02/2026 with a message and sends nothing; a real date is sent", async () => {
    const user = userEvent.setup();
    const { register, send } = fakeRegister();
    renderPt(register);
    await user.click(screen.getByLabelText("Valor"));
    await user.keyboard("1500");
    await user.click(screen.getByLabelText("Descrição"));
    await user.keyboard("Café");
    const due = screen.getByLabelText("Vencimento");
    await user.tripleClick(due);
    await user.keyboard("{Backspace}31022026");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(
      await screen.findByText("A data 31/02/2026 não existe no calendário. Corrija antes de salvar."),
    ).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    await user.tripleClick(due);
    await user.keyboard("{Backspace}28022026");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      type: "outflow.save",
      outflow: { billing_value: "15.00", description: "Café", due_date: "2026-02-28", paid: true },
    });
  });
});

describe("OutflowDialog (issue 11: nothing typed is lost)", () => {
  it("closes at once when nothing was typed", async () => {
    const user = userEvent.setup();
    const { register, send } = fakeRegister();
    renderPt(register);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: "cancel" }));
  });

  it("asks before Esc throws away what was typed: Continuar editando keeps it, Descartar closes", async () => {
    const user = userEvent.setup();
    const { register, send } = fakeRegister();
    renderPt(register);
    await user.click(screen.getByLabelText("Valor"));
    await user.keyboard("1500");
    await user.keyboard("{Escape}");
    expect(await screen.findByText("Descartar o que foi digitado?")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Continuar editando" }));
    await waitFor(() => expect(screen.queryByText("Descartar o que foi digitado?")).toBeNull());
    expect((screen.getByLabelText("Valor") as HTMLInputElement).value).toContain("15,00");
    expect(send).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText("Valor"));
    await user.keyboard("{Escape}");
    await user.click(await screen.findByRole("button", { name: "Descartar" }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: "cancel" }));
  });
});
