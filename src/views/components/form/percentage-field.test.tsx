import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PercentageField } from "./percentage-field.tsx";
import { renderWithI18n } from "./render-with-i18n.tsx";

function Harness({ initial = null, onChange }: { initial?: number | null; onChange?: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <PercentageField
      id="discount"
      label="Desconto"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>("Desconto");

describe("PercentageField", () => {
  afterEach(cleanup);

  it("takes 10 as 10 % and 12,5 as 12,5 %", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(field(), "10");
    expect(field().value).toBe("10");
    expect(onChange).toHaveBeenLastCalledWith(10);
    await user.click(field());
    await user.keyboard("12,5");
    expect(field().value).toBe("12,5");
    expect(onChange).toHaveBeenLastCalledWith(12.5);
    await user.click(field());
    await user.keyboard("7.25");
    expect(field().value).toBe("7,25");
    expect(onChange).toHaveBeenLastCalledWith(7.25);
  });

  it("clicked, selects its content so typing replaces it", async () => {
    renderWithI18n(<Harness initial={5} />);
    expect(field().value).toBe("5");
    const user = userEvent.setup();
    await user.click(field());
    expect([field().selectionStart, field().selectionEnd]).toEqual([0, 1]);
    await user.keyboard("20");
    expect(field().value).toBe("20");
  });

  it("refuses more than 100 % and a third decimal with a message, keeping the value", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(field(), "100");
    await user.keyboard("0");
    expect(field().value).toBe("100");
    expect(screen.getByText("O percentual vai até 100 %.")).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(100);
    await user.click(field());
    await user.keyboard("101");
    expect(field().value).toBe("10");
    await user.click(field());
    await user.keyboard("1,255");
    expect(field().value).toBe("1,25");
    expect(screen.getByText("Use no máximo duas casas decimais.")).toBeTruthy();
    await user.keyboard("{Backspace}");
    expect(screen.queryByText("Use no máximo duas casas decimais.")).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(1.2);
  });

  it("keeps digits and the comma only (985 would pass 100 %)", async () => {
    renderWithI18n(<Harness />);
    const user = userEvent.setup();
    await user.type(field(), "9a-%8 5");
    expect(field().value).toBe("98");
  });

  it("goes back to empty when every digit is erased", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness initial={1.5} onChange={onChange} />);
    expect(field().value).toBe("1,5");
    const user = userEvent.setup();
    await user.clear(field());
    expect(field().value).toBe("");
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
