import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ItemFormDialog } from "./item-form-dialog.tsx";
import { renderProduction } from "./render-production.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const sizes = [{ id: 1, name: "M", kids: false, position: 1 }];
const dialog = (
  <ItemFormDialog stamps={[]} sizes={sizes} busy={false} failure={null} onSubmit={() => {}} onHide={() => {}} />
);

describe("production item dialog: leaving with what was typed (issue 11)", () => {
  it("leaves freely when nothing was typed", async () => {
    const { router, location } = renderProduction(dialog, "/atendimentos/7");
    expect(await screen.findByLabelText("Descrição")).toBeTruthy();
    await act(() => router.navigate("/producao"));
    expect(location().pathname).toBe("/producao");
  });

  it("asks before leaving with a typed item, stays when asked to, and leaves when confirmed", async () => {
    const user = userEvent.setup();
    const { router, location } = renderProduction(dialog, "/atendimentos/7");
    await user.click(await screen.findByLabelText("Descrição"));
    await user.keyboard("Camiseta polo");
    await act(() => router.navigate("/producao"));
    expect(await screen.findByText("Sair sem salvar?")).toBeTruthy();
    expect(location().pathname).toBe("/atendimentos/7");
    await user.click(screen.getByRole("button", { name: "Continuar editando" }));
    expect(location().pathname).toBe("/atendimentos/7");
    expect((screen.getByLabelText("Descrição") as HTMLInputElement).value).toBe("Camiseta polo");
    await act(() => router.navigate("/producao"));
    await user.click(await screen.findByRole("button", { name: "Sair sem salvar" }));
    await waitFor(() => expect(location().pathname).toBe("/producao"));
  });
});
