import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAttendanceStatus } from "../../services/api/production.ts";
import { order } from "./production-fixtures.ts";
import { renderProduction } from "./render-production.tsx";
import { StatusSetDialog } from "./status-set-dialog.tsx";

vi.mock("../../services/api/production.ts", () => ({ setAttendanceStatus: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("StatusSetDialog (PUT .../status, managers)", () => {
  it("offers every other status and sends the chosen one with its reason", async () => {
    const user = userEvent.setup();
    const cancelled = { ...order, status_id: 9, status_name: "Cancelado" };
    vi.mocked(setAttendanceStatus).mockResolvedValue(cancelled);
    const onChanged = vi.fn();
    const onHide = vi.fn();
    renderProduction(<StatusSetDialog order={order} onHide={onHide} onChanged={onChanged} />);
    const dialog = within(screen.getByRole("dialog", { name: "Alterar a etapa do atendimento nº 112" }));
    await user.click(dialog.getByLabelText("Nova etapa").closest(".p-dropdown") ?? document.body);
    const options = await screen.findAllByRole("option", { hidden: true });
    expect(options.map((option) => option.textContent).filter(Boolean)).toEqual([
      "Atendimento",
      "Artes",
      "Tela/Revelação",
      "Estamparia",
      "Confecção",
      "Expedição",
      "Finalizado",
      "Cancelado",
    ]);
    await user.click(screen.getByRole("option", { name: "Cancelado", hidden: true }));
    await user.type(dialog.getByLabelText("Motivo"), "Cliente desistiu");
    await user.click(dialog.getByRole("button", { name: "Alterar" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(cancelled));
    expect(setAttendanceStatus).toHaveBeenCalledWith(12, { status_id: 9, canceled_reason: "Cliente desistiu" });
    expect(onHide).toHaveBeenCalled();
  });
});
