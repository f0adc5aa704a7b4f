import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DropdownField } from "./dropdown-field.tsx";
import type { FieldOption } from "./field-option.ts";
import { messageIdOf } from "./form-field.tsx";
import { renderWithI18n } from "./render-with-i18n.tsx";

const colours: ReadonlyArray<FieldOption<number>> = [
  { value: 1, label: "Azul" },
  { value: 2, label: "Verde" },
];

function Colour({ initial = null, required = true }: { initial?: number | null; required?: boolean }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <DropdownField id="colour" label="Cor" value={value} options={colours} onChange={setValue} required={required} />
      <button type="button" onClick={() => setValue(null)}>
        limpar
      </button>
    </>
  );
}

const REQUIRED = "Preenchimento obrigatório";

describe("DropdownField", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows 'Preenchimento obrigatório' 500 ms after display when empty, not before", () => {
    renderWithI18n(<Colour />);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText(REQUIRED)).toBeNull();
    expect(screen.getByLabelText("Cor").getAttribute("aria-invalid")).toBe("false");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(REQUIRED).id).toBe(messageIdOf("colour"));
    expect(screen.getByLabelText("Cor").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Cor").getAttribute("aria-describedby")).toBe(messageIdOf("colour"));
  });

  it("keeps aria-activedescendant off its root while focused (axe: not allowed on a div)", () => {
    renderWithI18n(<Colour initial={1} />);
    act(() => screen.getByLabelText("Cor").focus());
    const root = document.querySelector(".p-dropdown");
    expect(root?.getAttribute("data-p-focus")).toBe("true");
    expect(root?.hasAttribute("aria-activedescendant")).toBe(false);
  });

  it("shows nothing for an optional field", () => {
    renderWithI18n(<Colour required={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(REQUIRED)).toBeNull();
  });

  it("hides the message once an option is chosen and shows it at once when cleared", async () => {
    renderWithI18n(<Colour />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText(REQUIRED)).toBeTruthy();
    // The overlay's transitions run on real timers.
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Cor").closest(".p-dropdown") ?? document.body);
    await user.click(await screen.findByRole("option", { name: "Verde", hidden: true }));
    expect(screen.queryByText(REQUIRED)).toBeNull();
    await user.click(screen.getByRole("button", { name: "limpar" }));
    expect(screen.getByText(REQUIRED)).toBeTruthy();
  });

  it("does not report a field filled at display", () => {
    renderWithI18n(<Colour initial={1} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(REQUIRED)).toBeNull();
  });

  it("speaks Spanish under es-EC", () => {
    renderWithI18n(<Colour />, "es-EC");
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText("Campo obligatorio")).toBeTruthy();
  });
});
