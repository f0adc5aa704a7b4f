import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Schema } from "effect";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../../schemas/api-error.ts";
import { callUrl } from "../../../services/api/client.ts";
import { CreatableDropdownField } from "./creatable-dropdown-field.tsx";
import type { FieldOption, OptionValue } from "./field-option.ts";
import { renderWithI18n } from "./render-with-i18n.tsx";

vi.mock("../../../services/api/client.ts", () => ({ callUrl: vi.fn() }));
const mockedCallUrl = vi.mocked(callUrl);

const Tab = Schema.Struct({ id: Schema.Int, name: Schema.String });
const tabs: ReadonlyArray<FieldOption> = [{ value: 1, label: "Azul" }];

function Harness({ onChange }: { onChange?: (value: OptionValue | null) => void }) {
  const [value, setValue] = useState<OptionValue | null>(null);
  return (
    <CreatableDropdownField
      id="tab"
      label="Aba"
      value={value}
      options={tabs}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      create={{ path: "/api/v1/tabs", schema: Tab }}
    />
  );
}

async function typeInSearch(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText("Aba").closest(".p-dropdown") ?? document.body);
  await user.type(screen.getByLabelText("Buscar ou criar opção"), name);
  return user;
}

describe("CreatableDropdownField", () => {
  beforeEach(() => {
    mockedCallUrl.mockReset();
  });
  afterEach(cleanup);

  it("offers to create a name not in the list, confirms, posts { name } and selects the new option", async () => {
    mockedCallUrl.mockResolvedValue({ id: 9, name: "Verde" });
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const user = await typeInSearch("Verde");
    await user.click(screen.getByRole("button", { name: 'Criar "Verde"', hidden: true }));
    expect(screen.getByText("Deseja mesmo criar o item Verde")).toBeTruthy();
    expect(mockedCallUrl).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Sim" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(9));
    expect(mockedCallUrl).toHaveBeenCalledWith(
      "post",
      "/api/v1/tabs",
      Tab,
      expect.objectContaining({ json: { name: "Verde" } }),
    );
    expect(screen.getByLabelText("Aba").closest(".p-dropdown")?.textContent).toContain("Verde");
  });

  it("says 'Houve um erro ao cadastrar, procure o suporte' when the create fails", async () => {
    mockedCallUrl.mockRejectedValue(apiError("ServerFailure", 500, []));
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const user = await typeInSearch("Verde");
    await user.click(screen.getByRole("button", { name: 'Criar "Verde"', hidden: true }));
    await user.click(screen.getByRole("button", { name: "Sim" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Houve um erro ao cadastrar, procure o suporte");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("sends nothing when the user answers Não", async () => {
    renderWithI18n(<Harness />);
    const user = await typeInSearch("Verde");
    await user.click(screen.getByRole("button", { name: 'Criar "Verde"', hidden: true }));
    await user.click(screen.getByRole("button", { name: "Não" }));
    await waitFor(() => expect(screen.queryByText("Deseja mesmo criar o item Verde")).toBeNull());
    expect(mockedCallUrl).not.toHaveBeenCalled();
  });

  it("does not offer a name the list already has", async () => {
    renderWithI18n(<Harness />);
    await typeInSearch(" azul");
    expect(screen.queryByRole("button", { name: /Criar/, hidden: true })).toBeNull();
  });
});
