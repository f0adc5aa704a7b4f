import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MoneyField } from "./money-field.tsx";
import { renderWithI18n } from "./render-with-i18n.tsx";

function Harness({
  initial = null,
  onChange,
  plausibleMax,
}: {
  initial?: number | null;
  onChange?: (value: number | null) => void;
  plausibleMax?: number;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <input aria-label="Antes" />
      <MoneyField
        id="supply"
        label="Suprimento"
        value={value}
        plausibleMax={plausibleMax}
        implausibleText="Valor acima do esperado."
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      {/* A value set from outside while the field has the focus (a key that suggests an amount). */}
      <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => setValue(2_990)}>
        Sugerir
      </button>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>("Suprimento");
const selected = (input: HTMLInputElement) => [input.selectionStart, input.selectionEnd];

describe("MoneyField", () => {
  afterEach(cleanup);

  it("fills from the right in R$ and hands out integer cents", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(field(), "1");
    expect(field().value).toBe("R$ 0,01");
    await user.type(field(), "23456", { skipClick: true });
    expect(field().value).toBe("R$ 1.234,56");
    expect(onChange).toHaveBeenLastCalledWith(123456);
  });

  it("clicked, selects its whole content, so the opening value 2 0 0 0 0 is R$ 200,00", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness initial={0} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(field());
    expect(selected(field())).toEqual([0, "R$ 0,00".length]);
    await user.keyboard("20000");
    expect(field().value).toBe("R$ 200,00");
    expect(onChange).toHaveBeenLastCalledWith(20_000);
  });

  it("a prefilled R$ 6,90 clicked and 1000 typed is R$ 10,00, however often it is clicked", async () => {
    renderWithI18n(<Harness initial={690} />);
    const user = userEvent.setup();
    await user.click(field());
    await user.click(field());
    expect(selected(field())).toEqual([0, "R$ 6,90".length]);
    await user.keyboard("1000");
    expect(field().value).toBe("R$ 10,00");
  });

  it("reached by Tab or focused by a shortcut, selects its whole content too", async () => {
    renderWithI18n(<Harness initial={690} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Antes"));
    await user.tab();
    expect(document.activeElement).toBe(field());
    expect(selected(field())).toEqual([0, "R$ 6,90".length]);
    await user.keyboard("14680");
    expect(field().value).toBe("R$ 146,80");
    act(() => screen.getByLabelText<HTMLInputElement>("Antes").focus());
    act(() => field().focus());
    expect(selected(field())).toEqual([0, "R$ 146,80".length]);
    await user.keyboard("5");
    expect(field().value).toBe("R$ 0,05");
  });

  it("keeps the caret at the end, never before R$", async () => {
    renderWithI18n(<Harness initial={690} />);
    const user = userEvent.setup();
    await user.click(field());
    await user.keyboard("1");
    expect(selected(field())).toEqual([field().value.length, field().value.length]);
    await user.keyboard("{Home}");
    expect(selected(field())).toEqual([field().value.length, field().value.length]);
    await user.keyboard("2");
    expect(field().value).toBe("R$ 0,12");
  });

  it("Backspace removes the last digit; with everything selected it empties the field", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness initial={150} onChange={onChange} />);
    expect(field().value).toBe("R$ 1,50");
    const user = userEvent.setup();
    await user.click(field());
    await user.keyboard("{End}{Backspace}");
    expect(field().value).toBe("R$ 0,15");
    await user.keyboard("{Backspace}{Backspace}");
    expect(field().value).toBe("R$ 0,00");
    expect(onChange).toHaveBeenLastCalledWith(0);
    await user.click(field());
    await user.keyboard("{Backspace}");
    expect(field().value).toBe("");
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("takes a pasted amount", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(field());
    await user.paste("R$ 12,34");
    expect(field().value).toBe("R$ 12,34");
    expect(onChange).toHaveBeenLastCalledWith(1234);
  });

  it("refuses a digit that would pass R$ 9.999.999,99", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(field(), "999999999");
    expect(field().value).toBe("R$ 9.999.999,99");
    await user.type(field(), "9", { skipClick: true });
    expect(field().value).toBe("R$ 9.999.999,99");
    expect(onChange).toHaveBeenLastCalledWith(999_999_999);
  });

  it("ignores letters and symbols", async () => {
    renderWithI18n(<Harness />);
    await userEvent.setup().type(field(), "7a-b8");
    expect(field().value).toBe("R$ 0,78");
  });

  it("warns under the field while the value is above what is plausible", async () => {
    renderWithI18n(<Harness initial={0} plausibleMax={1_000_000} />);
    const user = userEvent.setup();
    await user.click(field());
    await user.keyboard("1000000");
    expect(screen.queryByText("Valor acima do esperado.")).toBeNull();
    await user.keyboard("1");
    expect(field().value).toBe("R$ 100.000,01");
    expect(screen.getByText("Valor acima do esperado.")).toBeTruthy();
    expect(field().getAttribute("aria-describedby")).toBe("supply-message");
  });

  it("a value set from outside while it has the focus is selected whole: typing replaces it", async () => {
    renderWithI18n(<Harness initial={690} />);
    const user = userEvent.setup();
    await user.click(field());
    await user.keyboard("5");
    expect(field().value).toBe("R$ 0,05");
    await user.click(screen.getByRole("button", { name: "Sugerir" }));
    expect(document.activeElement).toBe(field());
    expect(field().value).toBe("R$ 29,90");
    expect([field().selectionStart, field().selectionEnd]).toEqual([0, "R$ 29,90".length]);
    await user.keyboard("1000");
    expect(field().value).toBe("R$ 10,00");
  });
});
