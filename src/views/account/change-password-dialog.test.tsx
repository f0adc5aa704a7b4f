import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../schemas/api-error.ts";
import { changePassword } from "../../services/api/auth.ts";
import { ChangePasswordDialog } from "./change-password-dialog.tsx";
import { type AccountTestLocale, renderWithAccountI18n } from "./render-with-account-i18n.tsx";

vi.mock("../../services/api/auth.ts", () => ({ changePassword: vi.fn() }));
const changePasswordMock = vi.mocked(changePassword);

const REQUIRED = "Preenchimento Obrigatório";

function open(locale: AccountTestLocale = "pt-BR") {
  const onHide = vi.fn();
  const home = locale === "es-EC" ? "/es" : "/";
  const router = createMemoryRouter(
    [
      { path: "/", element: <ChangePasswordDialog visible onHide={onHide} /> },
      { path: "/es", element: <ChangePasswordDialog visible onHide={onHide} /> },
      { path: "/user/login", element: <p>tela de login</p> },
      { path: "/es/user/login", element: <p>pantalla de login</p> },
    ],
    { initialEntries: [home] },
  );
  renderWithAccountI18n(<RouterProvider router={router} />, locale);
  return { onHide, router, user: userEvent.setup() };
}

const dialog = () => screen.getByRole("dialog");

async function fill(user: ReturnType<typeof userEvent.setup>, values: [string, string, string]) {
  const labels = ["Senha atual", "Nova senha", "Confirmação da nova senha"];
  for (const [index, label] of labels.entries()) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (values[index]) await user.type(input, values[index]);
  }
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Atualizar" }));

describe("ChangePasswordDialog", () => {
  beforeEach(() => {
    changePasswordMock.mockReset();
  });
  afterEach(cleanup);

  it("shows Troca de senha with three labelled, required password inputs and Atualizar / Cancelar", () => {
    open();
    expect(within(dialog()).getByText("Troca de senha")).toBeTruthy();
    for (const label of ["Senha atual", "Nova senha", "Confirmação da nova senha"]) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute("type")).toBe("password");
      expect(input.hasAttribute("required")).toBe(true);
    }
    expect(screen.getByRole("button", { name: "Atualizar" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeTruthy();
    expect(screen.queryByText(REQUIRED)).toBeNull();
  });

  it("lets the user show a password as plain text", async () => {
    const { user } = open();
    const input = screen.getByLabelText("Nova senha");
    await user.type(input, "segredo1");
    const wrapper = input.closest(".p-password") as HTMLElement;
    await user.click(within(wrapper).getByRole("switch", { name: "Mostrar senha" }));
    expect(screen.getByLabelText("Nova senha").getAttribute("type")).toBe("text");
    expect(within(wrapper).getByRole("switch", { name: "Ocultar senha" })).toBeTruthy();
  });

  it("marks every empty field as required and sends nothing", async () => {
    const { user } = open();
    await submit(user);
    expect(screen.getAllByText(REQUIRED)).toHaveLength(3);
    const old = screen.getByLabelText("Senha atual");
    expect(old.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(old.getAttribute("aria-describedby") ?? "")?.textContent).toBe(REQUIRED);
    expect(changePasswordMock).not.toHaveBeenCalled();
    // Once tried, the messages follow the typing.
    await user.type(old, "demo1234");
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
  });

  it("shows Confirmação inválida. on the confirmation when it differs", async () => {
    const { user } = open();
    await fill(user, ["demo1234", "nova-senha-1", "outra-coisa"]);
    await submit(user);
    const confirmation = screen.getByLabelText("Confirmação da nova senha");
    expect(document.getElementById(confirmation.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Confirmação inválida.",
    );
    expect(changePasswordMock).not.toHaveBeenCalled();
  });

  it("warns Ops! when the new password equals the old one, sends nothing and keeps the form", async () => {
    const { user } = open();
    await fill(user, ["demo1234", "demo1234", "demo1234"]);
    await submit(user);
    expect(within(dialog()).getByText("Ops!")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("A senha nova deve ser diferente da antiga!");
    expect(changePasswordMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect((screen.getByLabelText("Senha atual") as HTMLInputElement).value).toBe("demo1234");
  });

  it("sends the three fields and shows the server's 422 messages joined as sentences", async () => {
    changePasswordMock.mockRejectedValue(
      apiError("Invalid", 422, ["Senha atual incorreta.", "A senha deve ter no mínimo 8 caracteres."]),
    );
    const { user } = open();
    await fill(user, ["errada12", "curta123", "curta123"]);
    await submit(user);
    expect(changePasswordMock).toHaveBeenCalledWith({
      oldPassword: "errada12",
      newPassword: "curta123",
      confirmedNewPassword: "curta123",
    });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(within(dialog()).getByText("Ops!")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "Senha atual incorreta. A senha deve ter no mínimo 8 caracteres.",
    );
  });

  it("checks the password minimum before sending: a short new password is not sent", async () => {
    const { user } = open();
    await fill(user, ["velha123", "curta", "curta"]);
    await submit(user);
    expect(await screen.findByText("A senha deve ter no mínimo 8 caracteres.")).toBeTruthy();
    expect(changePasswordMock).not.toHaveBeenCalled();
  });

  it("shows the connection text for any other failure", async () => {
    changePasswordMock.mockRejectedValue(apiError("Offline", 0, []));
    const { user } = open();
    await fill(user, ["demo1234", "nova-senha-1", "nova-senha-1"]);
    await submit(user);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Algo ocorreu com a sua conexão. Tente novamente mais tarde ou entre em contato com o suporte caso o problema persistir",
    );
  });

  it("on success shows Perfeito! and Entrar novamente opens /user/login", async () => {
    changePasswordMock.mockResolvedValue({ message: "Senha alterada com sucesso." });
    const { user, onHide, router } = open();
    await fill(user, ["demo1234", "nova-senha-1", "nova-senha-1"]);
    await submit(user);
    expect((await screen.findByRole("alert")).textContent).toBe("Senha alterada com sucesso.");
    expect(within(dialog()).getByText("Perfeito!")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancelar" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Entrar novamente" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/user/login"));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it("sends a Spanish user to /es/user/login", async () => {
    changePasswordMock.mockResolvedValue({ message: "Contraseña cambiada con éxito." });
    const { user, router } = open("es-EC");
    await user.type(screen.getByLabelText("Contraseña actual"), "demo1234");
    await user.type(screen.getByLabelText("Nueva contraseña"), "nueva-clave-1");
    await user.type(screen.getByLabelText("Confirmación de la nueva contraseña"), "nueva-clave-1");
    await user.click(screen.getByRole("button", { name: "Actualizar" }));
    await user.click(await screen.findByRole("button", { name: "Ingresar nuevamente" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/es/user/login"));
  });

  it("Cancelar closes without sending anything", async () => {
    const { user, onHide } = open();
    await user.type(screen.getByLabelText("Senha atual"), "demo1234");
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(changePasswordMock).not.toHaveBeenCalled();
  });

  it("renders nothing while hidden", () => {
    renderWithAccountI18n(
      <RouterProvider
        router={createMemoryRouter([
          { path: "/", element: <ChangePasswordDialog visible={false} onHide={() => {}} /> },
        ])}
      />,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
