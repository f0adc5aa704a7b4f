import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DateInputMode } from "./date-input.ts";
import { DateField } from "./date-field.tsx";
import { renderWithI18n } from "./render-with-i18n.tsx";

type HarnessProps = {
  initial?: string | null;
  /** The parent keeps only whole dates ("Invalid date" → null), as the finance forms do. */
  wholeDatesOnly?: boolean;
  mode?: DateInputMode;
  required?: boolean;
  onChange?: (value: string | null) => void;
};

function Harness({ initial = null, wholeDatesOnly = false, mode, required, onChange }: HarnessProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateField
        id="due"
        label="Vencimento"
        value={value}
        mode={mode}
        required={required}
        onChange={(next) => {
          setValue(wholeDatesOnly && next === "Invalid date" ? null : next);
          onChange?.(next);
        }}
      />
      <output aria-label="valor">{String(value)}</output>
      <button type="button" onClick={() => setValue("2027-01-02")}>
        trocar
      </button>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>("Vencimento");

// user-event waits on real timers; only the 500 ms test fakes them (and types with fireEvent).
describe("DateField", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const user = () => userEvent.setup();

  it("retypes a filled date over its selection when the parent keeps only whole dates", async () => {
    // The settle dialog (today filled in) and the invoice dates: the first key turned the date unfinished, the parent
    // answered null and the field wiped what was typed, so "21/11/2026" became "11/12/026".
    const onChange = vi.fn();
    renderWithI18n(<Harness initial="2026-11-24" wholeDatesOnly onChange={onChange} />);
    expect(field().value).toBe("24/11/2026");
    await user().tripleClick(field());
    await user().keyboard("21112026");
    expect(field().value).toBe("21/11/2026");
    expect(onChange).toHaveBeenLastCalledWith("2026-11-21");
  });

  it("masks DD/MM/YYYY as the user types and outputs YYYY-MM-DD", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    await user().type(field(), "2111");
    expect(field().value).toBe("21/11");
    expect(onChange).toHaveBeenLastCalledWith("Invalid date");
    await user().type(field(), "2026");
    expect(field().value).toBe("21/11/2026");
    expect(onChange).toHaveBeenLastCalledWith("2026-11-21");
    expect(screen.queryByText("Data inválida.")).toBeNull();
  });

  it("outputs YYYY-MM-DD HH:mm and HH:mm by mode", async () => {
    renderWithI18n(<Harness mode="datetime" />);
    await user().type(field(), "211120261405");
    expect(field().value).toBe("21/11/2026 14:05");
    expect(screen.getByLabelText("valor").textContent).toBe("2026-11-21 14:05");
    cleanup();
    renderWithI18n(<Harness mode="time" />);
    await user().type(field(), "0930");
    expect(screen.getByLabelText("valor").textContent).toBe("09:30");
  });

  it("says the date is not in the calendar for an impossible date", async () => {
    renderWithI18n(<Harness />);
    await user().type(field(), "31022026");
    expect(screen.getByText("A data 31/02/2026 não existe no calendário. Corrija antes de salvar.")).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("valor").textContent).toBe("Invalid date");
  });

  it("says 'Data inválida.' for an unfinished date only once the user leaves the field", async () => {
    renderWithI18n(<Harness />);
    await user().type(field(), "2111");
    expect(screen.queryByText("Data inválida.")).toBeNull();
    await user().tab();
    expect(screen.getByText("Data inválida.")).toBeTruthy();
  });

  it("shows the parent's value in the display format and follows it when it changes", async () => {
    renderWithI18n(<Harness initial="2026-11-21" />);
    expect(field().value).toBe("21/11/2026");
    await user().click(screen.getByRole("button", { name: "trocar" }));
    expect(field().value).toBe("02/01/2027");
  });

  it("shows 'Preenchimento obrigatório' 500 ms after display when required and empty", () => {
    vi.useFakeTimers();
    renderWithI18n(<Harness required />);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText("Preenchimento obrigatório")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("Preenchimento obrigatório")).toBeTruthy();
    fireEvent.change(field(), { target: { value: "2" } });
    expect(screen.queryByText("Preenchimento obrigatório")).toBeNull();
  });
});
