import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FieldOption } from "./field-option.ts";
import { MultiSelectField } from "./multi-select-field.tsx";
import { renderWithI18n } from "./render-with-i18n.tsx";

const units: ReadonlyArray<FieldOption<string>> = [
  { value: "centro", label: "Centro" },
  { value: "norte", label: "Norte" },
];

function Units({ onChange }: { onChange?: (value: ReadonlyArray<string>) => void }) {
  const [value, setValue] = useState<ReadonlyArray<string>>([]);
  return (
    <MultiSelectField
      id="units"
      label="Unidades"
      value={value}
      options={units}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      required
    />
  );
}

const REQUIRED = "Preenchimento obrigatório";

describe("MultiSelectField", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows 'Preenchimento obrigatório' 500 ms after display while nothing is chosen", () => {
    renderWithI18n(<Units />);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText(REQUIRED)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(REQUIRED)).toBeTruthy();
    expect(screen.getByLabelText("Unidades").getAttribute("aria-invalid")).toBe("true");
  });

  it("hides the message once an option is chosen and reports the chosen values", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Units onChange={onChange} />);
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Unidades").closest(".p-multiselect") ?? document.body);
    await user.click(await screen.findByRole("option", { name: "Norte", hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith(["norte"]);
    expect(screen.queryByText(REQUIRED)).toBeNull();
  });

  it("gives the focus back to the field when Escape closes the panel", async () => {
    vi.useRealTimers();
    renderWithI18n(
      <MultiSelectField id="units" label="Unidades" value={[]} options={units} onChange={() => undefined} filter />,
    );
    const user = userEvent.setup();
    screen.getByLabelText("Unidades").focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("option", { name: "Norte", hidden: true });
    // In the browser PrimeReact focuses the panel's filter box on opening; jsdom runs no transition.
    const filterBox = document.querySelector<HTMLInputElement>(".p-multiselect-filter");
    filterBox?.focus();
    expect(document.activeElement).toBe(filterBox);
    await user.keyboard("{Escape}");
    await vi.waitFor(() => expect(document.activeElement?.id).toBe("units"));
  });
});
