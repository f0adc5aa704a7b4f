import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { moveAttendance } from "../../services/api/production.ts";
import { apiError } from "../../schemas/api-error.ts";
import { ConferenceDialog } from "./conference-dialog.tsx";
import { order } from "./production-fixtures.ts";
import { renderProduction } from "./render-production.tsx";

vi.mock("../../services/api/production.ts", () => ({ moveAttendance: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

const moved = { ...order, status_id: 4, status_name: "Tela/Revelação" };

function open(props: { onDone?: () => void; onMoving?: (moving: boolean) => void } = {}) {
  const onDone = props.onDone ?? vi.fn();
  const onMoving = props.onMoving ?? vi.fn();
  const onHide = vi.fn();
  renderProduction(<ConferenceDialog order={order} stillOpen onMoving={onMoving} onHide={onHide} onDone={onDone} />);
  const dialog = screen.getByRole("dialog", { name: "Conferência do atendimento nº 112" });
  return { dialog: within(dialog), onDone, onMoving, onHide };
}

beforeEach(() => {
  vi.mocked(moveAttendance).mockResolvedValue(moved);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("ConferenceDialog (spec 4)", () => {
  it("enables the reason and 'Devolver para Artes' while an item is unchecked, 'Enviar para' only with all checked", async () => {
    const user = userEvent.setup();
    const { dialog } = open();
    const send = dialog.getByRole("button", { name: "Enviar para Tela/Revelação" });
    const back = dialog.getByRole("button", { name: "Devolver para Artes" });
    const reason = dialog.getByLabelText("Motivo da devolução");
    expect(send).toHaveProperty("disabled", true);
    expect(back).toHaveProperty("disabled", true);
    expect(reason).toHaveProperty("disabled", false);

    await user.type(reason, "Faltam peças");
    expect(back).toHaveProperty("disabled", false);

    await user.click(dialog.getByRole("checkbox", { name: /Camiseta branca gola V/ }));
    expect(dialog.getByText("1 de 2 itens conferidos")).toBeTruthy();
    expect(send).toHaveProperty("disabled", true);
    await user.click(dialog.getByRole("checkbox", { name: /Boné aba curva bordado/ }));
    expect(send).toHaveProperty("disabled", false);
    expect(back).toHaveProperty("disabled", true);
    expect(reason).toHaveProperty("disabled", true);
  });

  it("sends the next status and hands the machine's output to the page", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const onMoving = vi.fn();
    const { dialog } = open({ onDone, onMoving });
    await user.click(dialog.getByRole("button", { name: "Conferir todos" }));
    await user.click(dialog.getByRole("button", { name: "Enviar para Tela/Revelação" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(moveAttendance).toHaveBeenCalledWith({ orderId: 12, statusId: 4 });
    expect(onDone).toHaveBeenCalledWith({ route: "/cortes", direction: "forward", order: moved });
    expect(onMoving).toHaveBeenLastCalledWith(true);
  });

  it("returns with the previous status and the reason", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const { dialog } = open({ onDone });
    await user.type(dialog.getByLabelText("Motivo da devolução"), "  Arte com erro  ");
    await user.click(dialog.getByRole("button", { name: "Devolver para Artes" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(moveAttendance).toHaveBeenCalledWith({ orderId: 12, statusId: 2, canceledReason: "Arte com erro" });
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ route: "/cortes", direction: "back" });
  });

  it("shows the server's 422 messages joined by ', ' and retries", async () => {
    const user = userEvent.setup();
    vi.mocked(moveAttendance).mockRejectedValueOnce(
      apiError("Invalid", 422, ["Só é possível enviar para a próxima etapa", "Tente de novo"]),
    );
    const onMoving = vi.fn();
    const { dialog } = open({ onMoving });
    await user.click(dialog.getByRole("button", { name: "Conferir todos" }));
    await user.click(dialog.getByRole("button", { name: "Enviar para Tela/Revelação" }));
    expect(await dialog.findByText("Só é possível enviar para a próxima etapa, Tente de novo")).toBeTruthy();
    expect(onMoving).toHaveBeenLastCalledWith(false);
    await user.click(dialog.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect(moveAttendance).toHaveBeenCalledTimes(2));
  });

  it("shows 'Erro ao atualizar o atendimento (500)' when the server fails", async () => {
    const user = userEvent.setup();
    vi.mocked(moveAttendance).mockRejectedValueOnce(apiError("ServerFailure", 500, []));
    const { dialog } = open();
    await user.click(dialog.getByRole("button", { name: "Conferir todos" }));
    await user.click(dialog.getByRole("button", { name: "Enviar para Tela/Revelação" }));
    expect(await dialog.findByText("Erro ao atualizar o atendimento (500)")).toBeTruthy();
  });
});
