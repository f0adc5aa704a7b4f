import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MoneyField } from "./money-field.tsx";
import { renderWithI18n } from "./render-with-i18n.tsx";

function Harness({ initial = null, onChange }: { initial?: number | null; onChange?: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <MoneyField
      id="supply"
      label="Suprimento"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>("Suprimento");

describe("MoneyField", () => {
  afterEach(cleanup);

  it("fills from the right in R$ and hands out integer cents", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(field(), "1");
    expect(field().value).toBe("R$ 0,01");
    await user.type(field(), "23456");
    expect(field().value).toBe("R$ 1.234,56");
    expect(onChange).toHaveBeenLastCalledWith(123456);
  });

  it("shifts right on backspace and keeps R$ 0,00 until the text is cleared", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness initial={150} onChange={onChange} />);
    expect(field().value).toBe("R$ 1,50");
    const user = userEvent.setup();
    await user.type(field(), "{Backspace}");
    expect(field().value).toBe("R$ 0,15");
    await user.type(field(), "{Backspace}{Backspace}");
    expect(field().value).toBe("R$ 0,00");
    expect(onChange).toHaveBeenLastCalledWith(0);
    await user.clear(field());
    expect(field().value).toBe("");
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("refuses a digit that would pass R$ 9.999.999,99", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(field(), "999999999");
    expect(field().value).toBe("R$ 9.999.999,99");
    await user.type(field(), "9");
    expect(field().value).toBe("R$ 9.999.999,99");
    expect(onChange).toHaveBeenLastCalledWith(999_999_999);
  });

  it("ignores letters and symbols", async () => {
    renderWithI18n(<Harness />);
    await userEvent.setup().type(field(), "7a-b8");
    expect(field().value).toBe("R$ 0,78");
  });
});
