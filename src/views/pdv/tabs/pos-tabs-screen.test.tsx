import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import form from "../../../../locales/pt-BR/form.json";
import pdv from "../../../../locales/pt-BR/pdv.json";
import type { PosTab, PosTabList } from "../../../schemas/pdv-tabs.ts";
import { createPosTab, loadPosTabs } from "../../../services/api/pdv-tabs.ts";
import { PosTabsScreen } from "./pos-tabs-screen.tsx";

vi.mock("../../../services/api/pdv-tabs.ts", () => ({
  loadPosTabs: vi.fn(),
  createPosTab: vi.fn(),
  updatePosTab: vi.fn(),
  removePosTab: vi.fn(),
  searchTabProducts: vi.fn(),
}));
vi.setConfig({ testTimeout: 20_000 });

function renderScreen() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: "pt-BR",
    resources: { "pt-BR": { pdv, form } },
    ns: ["pdv", "form"],
    defaultNS: "pdv",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return render(
    <I18nextProvider i18n={instance}>
      <PosTabsScreen />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("PosTabsScreen's new-tab field", () => {
  it("waits for the list: a name cannot be typed (and silently dropped) before the tabs arrive", async () => {
    let arrive: (list: PosTabList) => void = () => undefined;
    vi.mocked(loadPosTabs).mockReturnValue(new Promise<PosTabList>((resolve) => (arrive = resolve)));
    const created: PosTab = { id: 7, name: "Bebidas", products_ids: [], products: [] } as unknown as PosTab;
    vi.mocked(createPosTab).mockResolvedValue(created);
    renderScreen();
    const field = screen.getByRole("textbox", { name: "Nome da aba" });
    expect((field as HTMLInputElement).disabled).toBe(true);

    arrive({ data: [] } as unknown as PosTabList);
    await waitFor(() => expect((field as HTMLInputElement).disabled).toBe(false));
    const user = userEvent.setup();
    await user.click(field);
    await user.keyboard("Bebidas{Enter}");
    await waitFor(() => expect(createPosTab).toHaveBeenCalledTimes(1));
    expect(vi.mocked(createPosTab).mock.calls[0]?.[0]).toMatchObject({ name: "Bebidas" });
    await screen.findByRole("button", { name: /Bebidas/ });
  });
});
