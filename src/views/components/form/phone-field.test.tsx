import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { PhoneField } from "./phone-field.tsx";
import { renderWithI18n } from "./render-with-i18n.tsx";

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <PhoneField id="phone" label="Telefone" value={value} onChange={setValue} />;
}

const field = () => screen.getByLabelText<HTMLInputElement>("Telefone");

describe("PhoneField", () => {
  afterEach(cleanup);

  it("masks a mobile as (##) #####-####", async () => {
    renderWithI18n(<Harness />);
    await userEvent.setup().type(field(), "11987654321");
    expect(field().value).toBe("(11) 98765-4321");
  });

  it("masks a landline as (##) ####-####", async () => {
    renderWithI18n(<Harness />);
    await userEvent.setup().type(field(), "1133334444");
    expect(field().value).toBe("(11) 3333-4444");
  });

  it("shows a stored number masked", () => {
    renderWithI18n(<Harness initial="11987654321" />);
    expect(field().value).toBe("(11) 98765-4321");
  });

  it("says 'Telefone inválido.' for a wrong number once the user leaves the field", async () => {
    renderWithI18n(<Harness />);
    const user = userEvent.setup();
    await user.type(field(), "1112345");
    expect(screen.queryByText("Telefone inválido.")).toBeNull();
    await user.tab();
    expect(screen.getByText("Telefone inválido.")).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    await user.clear(field());
    await user.type(field(), "11987654321");
    expect(screen.queryByText("Telefone inválido.")).toBeNull();
  });

  it("accepts an empty phone", async () => {
    renderWithI18n(<Harness />);
    const user = userEvent.setup();
    await user.click(field());
    await user.tab();
    expect(screen.queryByText("Telefone inválido.")).toBeNull();
  });
});
