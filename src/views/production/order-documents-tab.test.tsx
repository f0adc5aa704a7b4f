import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fileToUpload, removeAttendanceDocument, uploadAttendanceDocument } from "../../services/api/production.ts";
import { OrderDocumentsTab } from "./order-documents-tab.tsx";
import { order } from "./production-fixtures.ts";
import { renderProduction } from "./render-production.tsx";

vi.mock("../../services/api/production.ts", () => ({
  fileToUpload: vi.fn(),
  uploadAttendanceDocument: vi.fn(),
  removeAttendanceDocument: vi.fn(),
}));
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("OrderDocumentsTab (image uploader, spec 2.10 and 5.5)", () => {
  it("downloads by the document's own address and name", () => {
    renderProduction(<OrderDocumentsTab order={order} editable onChanged={() => {}} />);
    const link = screen.getByRole("link", { name: "Baixar arte-final.png" });
    expect(link.getAttribute("href")).toBe("/api/v1/silkriar_attendances/12/documents/7");
    expect(link.getAttribute("download")).toBe("arte-final.png");
    expect(screen.getByText(/Enviado por Camila Rocha Siqueira em \d{2}\/\d{2}\/2026 às \d{2}:\d{2}/)).toBeTruthy();
  });

  it("asks 'Você tem certeza?' before removing, and removes only after yes", async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    vi.mocked(removeAttendanceDocument).mockResolvedValue({ ok: true });
    renderProduction(<OrderDocumentsTab order={order} editable onChanged={onChanged} />);
    await user.click(screen.getByRole("button", { name: "Excluir arte-final.png" }));
    expect(await screen.findByText("Você tem certeza?")).toBeTruthy();
    expect(
      screen.getByText("Esta ação irá excluir esta imagem dos nossos servidores e isso é irreversível."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(removeAttendanceDocument).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Excluir arte-final.png" }));
    await user.click(await screen.findByRole("button", { name: "Sim, excluir" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(removeAttendanceDocument).toHaveBeenCalledWith(12, 7);
  });

  it("uploads the chosen file as base64 JSON and refuses what is not an image or PDF", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChanged = vi.fn();
    const body = { file_name: "arte.png", content_type: "image/png" as const, content_base64: "iVBOR" };
    vi.mocked(fileToUpload).mockImplementation(async (file) => (file.type === "image/png" ? body : null));
    vi.mocked(uploadAttendanceDocument).mockResolvedValue(order.documents[0] as (typeof order.documents)[0]);
    const { container } = renderProduction(<OrderDocumentsTab order={order} editable onChanged={onChanged} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;

    await user.upload(input, new File(["texto"], "notas.txt", { type: "text/plain" }));
    expect(await screen.findByText("Envie apenas imagens (PNG, JPG, GIF, WEBP) ou PDF de até 10 MB.")).toBeTruthy();
    expect(uploadAttendanceDocument).not.toHaveBeenCalled();

    await user.upload(input, new File(["png"], "arte.png", { type: "image/png" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(uploadAttendanceDocument).toHaveBeenCalledWith(12, body);
  });

  it("is read-only for a closed order", () => {
    renderProduction(<OrderDocumentsTab order={order} editable={false} onChanged={() => {}} />);
    expect(screen.queryByRole("button", { name: "Excluir arte-final.png" })).toBeNull();
    expect(screen.queryByText("Escolher arquivo")).toBeNull();
  });
});
