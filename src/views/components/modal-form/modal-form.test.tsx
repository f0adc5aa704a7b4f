import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../form/render-with-i18n.tsx";
import { ModalForm } from "./modal-form.tsx";

type HarnessProps = { hasErrors?: boolean; busy?: boolean; onSubmit?: () => void };

const renderForm = ({ hasErrors = false, busy = false, onSubmit = vi.fn() }: HarnessProps = {}) =>
  renderWithI18n(
    <ModalForm visible header="Nova conta" onHide={vi.fn()} onSubmit={onSubmit} hasErrors={hasErrors} busy={busy}>
      <label htmlFor="name">Nome</label>
      <input id="name" />
    </ModalForm>,
  );

const submitButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Salvar" });

describe("ModalForm", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("blocks the submit for 500 ms after each click", () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    fireEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(submitButton());
    fireEvent.submit(screen.getByLabelText("Nome").closest("form") ?? document.body);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(499));
    expect(submitButton().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("shows a red disabled submit with 'corrija os campos para continuar' while the form has errors", () => {
    const onSubmit = vi.fn();
    const { rerender } = renderForm({ hasErrors: true, onSubmit });
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().className).toContain("p-button-danger");
    const hint = screen.getByText("corrija os campos para continuar");
    expect(submitButton().getAttribute("aria-describedby")).toBe(hint.id);
    fireEvent.submit(screen.getByLabelText("Nome").closest("form") ?? document.body);
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <ModalForm visible header="Nova conta" onHide={vi.fn()} onSubmit={onSubmit} hasErrors={false}>
        <label htmlFor="name">Nome</label>
        <input id="name" />
      </ModalForm>,
    );
    expect(screen.queryByText("corrija os campos para continuar")).toBeNull();
    expect(submitButton().className).not.toContain("p-button-danger");
    fireEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("keeps the submit disabled while the caller is saving", () => {
    renderForm({ busy: true });
    expect(submitButton().disabled).toBe(true);
  });

  it("closes on Cancelar", () => {
    const onHide = vi.fn();
    renderWithI18n(
      <ModalForm visible header="Nova conta" onHide={onHide} onSubmit={vi.fn()} hasErrors={false}>
        <p>corpo</p>
      </ModalForm>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onHide).toHaveBeenCalled();
  });

  it("gives the focus back to the button that opened it when it closes", () => {
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const { unmount } = renderForm();
    expect(document.activeElement).toBe(screen.getByLabelText("Nome"));
    unmount();
    act(() => vi.runAllTimers());
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
