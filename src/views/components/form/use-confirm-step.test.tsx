import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MoneyField } from "./money-field.tsx";
import { isImplausible } from "./plausible.ts";
import { renderWithI18n } from "./render-with-i18n.tsx";
import { useConfirmStep } from "./use-confirm-step.tsx";

/** A form that uses its value only after confirming one above R$ 10.000,00 (the opening float's bound). */
function Harness({ onUse }: { onUse: (value: number) => void }) {
  const [value, setValue] = useState<number | null>(0);
  const confirmStep = useConfirmStep();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const use = () => onUse(value ?? 0);
        if (!isImplausible(value, 1_000_000)) return use();
        confirmStep.ask("O valor de abertura é alto. Confirma este valor?", use, "opening");
      }}
    >
      <MoneyField id="opening" label="Valor de abertura" value={value} onChange={setValue} plausibleMax={1_000_000} />
      <button type="submit">Abrir</button>
      {confirmStep.dialog}
    </form>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>("Valor de abertura");

describe("useConfirmStep with a MoneyField's plausibleMax", () => {
  afterEach(cleanup);

  it("uses a plausible value at once; R$ 10.000,00 is still plausible", async () => {
    const onUse = vi.fn();
    renderWithI18n(<Harness onUse={onUse} />);
    const user = userEvent.setup();
    await user.click(field());
    await user.keyboard("1000000");
    await user.click(screen.getByRole("button", { name: "Abrir" }));
    expect(onUse).toHaveBeenCalledWith(1_000_000);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks before using a value above it: Corrigir goes back to the field selected, Confirmar valor uses it", async () => {
    const onUse = vi.fn();
    renderWithI18n(<Harness onUse={onUse} />);
    const user = userEvent.setup();
    await user.click(field());
    await user.keyboard("1000001");
    await user.click(screen.getByRole("button", { name: "Abrir" }));
    expect(onUse).not.toHaveBeenCalled();
    expect(await screen.findByText("O valor de abertura é alto. Confirma este valor?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Corrigir" }));
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect([field().selectionStart, field().selectionEnd]).toEqual([0, field().value.length]);
    expect(onUse).not.toHaveBeenCalled();
    await user.keyboard("2000000");
    expect(field().value).toBe("R$ 20.000,00");
    await user.click(screen.getByRole("button", { name: "Abrir" }));
    await user.click(await screen.findByRole("button", { name: "Confirmar valor" }));
    expect(onUse).toHaveBeenCalledOnce();
    expect(onUse).toHaveBeenCalledWith(2_000_000);
  });

  it("speaks Spanish", async () => {
    renderWithI18n(<Harness onUse={vi.fn()} />, "es-EC");
    const user = userEvent.setup();
    await user.click(field());
    await user.keyboard("2000000");
    await user.click(screen.getByRole("button", { name: "Abrir" }));
    expect(await screen.findByRole("button", { name: "Corregir" })).toBeTruthy();
  });
});
