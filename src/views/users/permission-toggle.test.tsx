import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PermissionToggle } from "./permission-toggle.tsx";

function Harness({ initial, onChange }: { initial: number; onChange: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PermissionToggle
      id="permission-POS-1"
      label="Uso do caixa"
      code="POS 1"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const toggle = () => screen.getByRole("switch", { name: /Uso do caixa/ });

describe("PermissionToggle (spec 4)", () => {
  afterEach(cleanup);

  it.each([
    [0, false],
    [1, true],
    [2, true],
  ])("value %i shows %s", (value, checked) => {
    render(<Harness initial={value} onChange={() => {}} />);
    expect((toggle() as HTMLInputElement).checked).toBe(checked);
  });

  it("switching on emits 2, off emits 0, by click or keyboard", async () => {
    const onChange = vi.fn();
    render(<Harness initial={1} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(toggle());
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect((toggle() as HTMLInputElement).checked).toBe(false);
    toggle().focus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect((toggle() as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("POS 1")).toBeTruthy();
  });
});
