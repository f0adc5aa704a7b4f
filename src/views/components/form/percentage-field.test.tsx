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

  it("fills from the right with a comma for two decimals", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(field(), "1");
    expect(field().value).toBe("0,01");
    await user.type(field(), "25");
    expect(field().value).toBe("1,25");
    await user.type(field(), "0");
    expect(field().value).toBe("12,50");
    expect(onChange).toHaveBeenLastCalledWith(12.5);
  });

  it("keeps digits only and at most 4 of them", async () => {
    renderWithI18n(<Harness />);
    const user = userEvent.setup();
    await user.type(field(), "9a-8%76 5");
    expect(field().value).toBe("98,76");
  });

  it("goes back to empty when every digit is erased", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness initial={1.5} onChange={onChange} />);
    expect(field().value).toBe("1,50");
    const user = userEvent.setup();
    await user.clear(field());
    expect(field().value).toBe("");
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
