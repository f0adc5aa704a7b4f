import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import cash from "../../../../locales/pt-BR/cash.json";
import form from "../../../../locales/pt-BR/form.json";
import pdv from "../../../../locales/pt-BR/pdv.json";
import { posCompanies } from "../../../services/api/pdv-cash.ts";
import { type PosState, placeholderPosState, readPosState } from "../../../services/pos-state.ts";
import { PlaceholderUnitChoice } from "./placeholder-unit-choice.tsx";

vi.mock("../../../services/api/pdv-cash.ts", () => ({ posCompanies: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

const USER = 3;
const waiting: PosState = placeholderPosState(null);

function renderChoice() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: "pt-BR",
    resources: { "pt-BR": { pdv, cash, form } },
    ns: ["pdv", "cash", "form"],
    defaultNS: "pdv",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return render(
    <I18nextProvider i18n={instance}>
      <PlaceholderUnitChoice userId={USER} pos={waiting} />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

describe("a placeholder session without a unit (POS 10 without 1, first time)", () => {
  it("takes the cashier's only unit at once", async () => {
    vi.mocked(posCompanies).mockResolvedValue([{ id: 1, name: "Rede Demo Centro" }]);
    renderChoice();
    await waitFor(() =>
      expect(readPosState(USER)).toEqual({
        cashMovementId: -1,
        companyId: 1,
        company: "Rede Demo Centro",
        syncInstallments: false,
      }),
    );
  });

  it("asks which unit when there are several, and stores the chosen one", async () => {
    const user = userEvent.setup();
    vi.mocked(posCompanies).mockResolvedValue([
      { id: 1, name: "Rede Demo Centro" },
      { id: 2, name: "Rede Demo Savassi" },
    ]);
    renderChoice();
    const submit = screen.getByRole("button", { name: "Vender nesta unidade" });
    expect(submit.hasAttribute("disabled")).toBe(true);
    await waitFor(() => expect(vi.mocked(posCompanies)).toHaveBeenCalled());
    await user.click(screen.getByLabelText("Unidade").closest(".p-dropdown") ?? document.body);
    await user.click(await screen.findByRole("option", { name: "Rede Demo Savassi", hidden: true }));
    expect(readPosState(USER)).toBeNull();
    await user.click(submit);
    expect(readPosState(USER)).toMatchObject({ cashMovementId: -1, companyId: 2, company: "Rede Demo Savassi" });
  });

  it("says so when the cashier works in no active unit", async () => {
    vi.mocked(posCompanies).mockResolvedValue([]);
    renderChoice();
    expect(await screen.findByText(/não está vinculado a nenhuma unidade ativa/)).toBeTruthy();
    expect(readPosState(USER)).toBeNull();
  });
});
