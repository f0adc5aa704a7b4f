import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlainTextField } from "./plain-text-field.tsx";
import { renderWithI18n } from "./render-with-i18n.tsx";

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <PlainTextField
      id="tab"
      label="Nome da aba"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>("Nome da aba");

describe("PlainTextField", () => {
  afterEach(cleanup);

  it("drops emoji and symbols as the user types, keeping accents, digits, spaces, commas, periods and underscores", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    await userEvent.setup().type(field(), "Ação 1, nº_2. 😀#!");
    expect(field().value).toBe("Ação 1, nº_2. ");
    expect(onChange).toHaveBeenLastCalledWith("Ação 1, nº_2. ");
  });

  it("cleans pasted text", () => {
    renderWithI18n(<Harness />);
    fireEvent.change(field(), { target: { value: "Promo 🔥 verão ☀️" } });
    expect(field().value).toBe("Promo  verão ");
  });
});
