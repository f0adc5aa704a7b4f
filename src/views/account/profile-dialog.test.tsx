import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import { profileMachine } from "../../machines/profile.machine.ts";
import type { Profile, ProfileInput } from "../../schemas/users.ts";
import { apiError } from "../../schemas/api-error.ts";
import { ProfileDialog } from "./profile-dialog.tsx";
import { type AccountTestLocale, renderWithAccountI18n } from "./render-with-account-i18n.tsx";

const PROFILE: Profile = {
  id: 3,
  name: "Carla Caixa",
  login: "caixa",
  email: "caixa@rede.example",
  account: "Rede Demo",
  companies: [
    { id: 1, name: "Loja Centro" },
    { id: 2, name: "Loja Shopping" },
  ],
  created_at: "2025-01-01T12:00:00.000Z",
};

type Server = {
  load?: () => Promise<Profile>;
  save?: (input: ProfileInput) => Promise<Profile>;
};

function open(server: Server = {}, locale: AccountTestLocale = "pt-BR") {
  const saved: ProfileInput[] = [];
  const save = vi.fn(server.save ?? (async (input: ProfileInput) => ({ ...PROFILE, ...input })));
  const machine = profileMachine.provide({
    actors: {
      "load profile": fromPromise(server.load ?? (async () => PROFILE)),
      "save profile": fromPromise<Profile, ProfileInput>(async ({ input }) => {
        saved.push(input);
        return save(input);
      }),
    },
  });
  const onHide = vi.fn();
  const onSaved = vi.fn();
  renderWithAccountI18n(<ProfileDialog visible onHide={onHide} onSaved={onSaved} machine={machine} />, locale);
  return { onHide, onSaved, saved, user: userEvent.setup() };
}

const dialog = () => screen.getByRole("dialog");

describe("ProfileDialog (Meu perfil)", () => {
  afterEach(cleanup);

  it("shows login, network and units as facts and name and e-mail as fields", async () => {
    open();
    const name = await screen.findByLabelText("Nome");
    expect((name as HTMLInputElement).value).toBe("Carla Caixa");
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("caixa@rede.example");
    expect(within(dialog()).getByText("Meu perfil")).toBeTruthy();
    for (const fact of ["caixa", "Rede Demo", "Loja Centro, Loja Shopping"]) {
      expect(within(dialog()).getByText(fact)).toBeTruthy();
    }
  });

  it("saves the trimmed name and e-mail, then reports the saved profile and closes", async () => {
    const { user, saved, onSaved, onHide } = open();
    const name = await screen.findByLabelText("Nome");
    await user.clear(name);
    await user.type(name, "  Carla Souza ");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved).toEqual([{ name: "Carla Souza", email: "caixa@rede.example" }]);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ name: "Carla Souza" });
    expect(onHide).toHaveBeenCalled();
  });

  it("sends nothing while a field is empty or the e-mail is malformed", async () => {
    const { user, saved } = open();
    const email = await screen.findByLabelText("E-mail");
    await user.clear(email);
    expect(await screen.findByText("Preenchimento Obrigatório")).toBeTruthy();
    await user.type(email, "carla@");
    expect(await screen.findByText("E-mail inválido")).toBeTruthy();
    const submit = screen.getByRole("button", { name: "Salvar" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText("corrija os campos para continuar")).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it("shows the server's field message under the e-mail and keeps what was typed", async () => {
    const refusal = apiError("Invalid", 422, ["E-mail já cadastrado"], { email: ["E-mail já cadastrado"] });
    const { user, onSaved } = open({ save: async () => Promise.reject(refusal) });
    const email = await screen.findByLabelText("E-mail");
    await user.clear(email);
    await user.type(email, "admin@rede.example");
    await user.type(screen.getByLabelText("Senha atual"), "demo1234");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("E-mail já cadastrado")).toBeTruthy();
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("admin@rede.example");
    expect(onSaved).not.toHaveBeenCalled();
    // Editing the field takes the server's message away and lets the user send again.
    await user.type(screen.getByLabelText("E-mail"), "r");
    await waitFor(() => expect(screen.queryByText("E-mail já cadastrado")).toBeNull());
    // (after the 500 ms a click blocks the submit for)
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Salvar" }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it("asks for the current password only while the e-mail differs, and sends it with the new e-mail", async () => {
    const { user, saved, onSaved } = open();
    const email = await screen.findByLabelText("E-mail");
    expect(screen.queryByLabelText("Senha atual")).toBeNull();
    await user.type(email, "x");
    expect(screen.getByLabelText("Senha atual")).toBeTruthy();
    expect(screen.getByText("Para trocar o e-mail, digite a sua senha atual.")).toBeTruthy();
    await user.type(email, "{Backspace}");
    expect(screen.queryByLabelText("Senha atual")).toBeNull();

    await user.clear(email);
    await user.type(email, "carla@rede.example");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Preenchimento Obrigatório")).toBeTruthy();
    expect(saved).toEqual([]);
    await user.type(screen.getByLabelText("Senha atual"), "demo1234");
    await waitFor(() => expect(screen.queryByText("Preenchimento Obrigatório")).toBeNull());
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Salvar" }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved).toEqual([{ name: "Carla Caixa", email: "carla@rede.example", currentPassword: "demo1234" }]);
  });

  it("shows a wrong current password under its field until it is typed again", async () => {
    const refusal = apiError("Invalid", 422, ["Senha atual incorreta."], {
      currentPassword: ["Senha atual incorreta."],
    });
    const { user, onSaved } = open({ save: async () => Promise.reject(refusal) });
    const email = await screen.findByLabelText("E-mail");
    await user.clear(email);
    await user.type(email, "carla@rede.example");
    const password = screen.getByLabelText("Senha atual");
    await user.type(password, "errada-00");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Senha atual incorreta.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    await user.type(password, "1");
    await waitFor(() => expect(screen.queryByText("Senha atual incorreta.")).toBeNull());
  });

  it("tells a throttled password check as the server words it", async () => {
    const refusal = apiError("TooManyRequests", 429, [
      "Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente.",
    ]);
    const { user } = open({ save: async () => Promise.reject(refusal) });
    const email = await screen.findByLabelText("E-mail");
    await user.clear(email);
    await user.type(email, "carla@rede.example");
    await user.type(screen.getByLabelText("Senha atual"), "demo1234");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(
      await screen.findByText("Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente."),
    ).toBeTruthy();
  });

  it("offers a retry when the profile does not load", async () => {
    let calls = 0;
    const { user } = open({
      load: async () => {
        calls += 1;
        if (calls === 1) throw apiError("Offline", 0, []);
        return PROFILE;
      },
    });
    await user.click(await screen.findByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByLabelText("Nome")).toBeTruthy();
  });

  it("speaks Spanish under es-EC", async () => {
    const { user } = open({}, "es-EC");
    expect(await screen.findByLabelText("Nombre")).toBeTruthy();
    await user.type(screen.getByLabelText("Correo electrónico"), "x");
    expect(screen.getByLabelText("Contraseña actual")).toBeTruthy();
    expect(within(dialog()).getByText("Mi perfil")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Guardar" })).toBeTruthy();
  });
});
