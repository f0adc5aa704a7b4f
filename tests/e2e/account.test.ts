import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { openUserMenu } from "./support/layout.ts";
import { checkA11y, fillLogin, login, screenshot } from "./support/pages.ts";
import { TEXTS } from "./support/texts.ts";
import { hidden, visible } from "./support/wait.ts";

const e2e = e2eSuite();
const FRONT_END_VERSION = "1.79.8-11";

describe("change password", () => {
  it("validates, changes the password, logs out; the old password then fails and the new one works", async () => {
    const page = await e2e.newPage();
    await login(page, "producao");
    await openUserMenu(page, "Camila Rocha Siqueira");
    await page.getByRole("menuitem", { name: "Trocar senha" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByText("Troca de senha"));
    expect(await dialog.locator('input[type="password"]').count()).toBe(3);
    await checkA11y(page);
    await screenshot(page, "change-password");

    const fill = async (old: string, next: string, confirmation: string) => {
      await dialog.getByLabel("Senha atual", { exact: true }).fill(old);
      await dialog.getByLabel("Nova senha", { exact: true }).fill(next);
      await dialog.getByLabel("Confirmação da nova senha", { exact: true }).fill(confirmation);
      await dialog.getByRole("button", { name: "Atualizar" }).click();
    };
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/change_password")) sent.push(r.method());
    });

    await fill("demo1234", "nova-senha-1", "outra-coisa");
    await visible(dialog.getByText("Confirmação inválida."));
    await fill("demo1234", "demo1234", "demo1234");
    await visible(dialog.getByText("Ops!"));
    await visible(dialog.getByText("A senha nova deve ser diferente da antiga!"));
    await checkA11y(page);
    expect(sent).toEqual([]);
    await dialog.getByRole("button", { name: "OK" }).click();

    await fill("demo1234", "nova-senha-1", "nova-senha-1");
    await visible(dialog.getByText("Perfeito!"));
    await visible(dialog.getByText("Senha alterada com sucesso."));
    expect(sent).toEqual(["POST"]);
    await checkA11y(page);
    await dialog.getByRole("button", { name: "Entrar novamente" }).click();
    await page.waitForURL("**/user/login**");

    await fillLogin(page, "producao", "demo1234");
    await visible(page.getByText(TEXTS.pt.invalidLogin));
    await login(page, "producao", "pt", "nova-senha-1");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("Cancelar closes the dialog without sending anything", async () => {
    const page = await e2e.newPage();
    await login(page, "caixa");
    await openUserMenu(page, "João Pedro Nascimento");
    await page.getByRole("menuitem", { name: "Trocar senha" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByText("Troca de senha"));
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await hidden(dialog);
  });
});

describe("About dialog", () => {
  it("shows the front-end version and the API version", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    // A distinct API version proves the dialog asks the API instead of repeating its own.
    await page.route("**/api/version", (route) =>
      route.fulfill({ json: { version: "9.9.9-api", maintenance: false } }),
    );
    await page.getByRole("button", { name: new RegExp(FRONT_END_VERSION.replaceAll(".", "\\.")) }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog);
    await visible(dialog.getByText(FRONT_END_VERSION));
    await visible(dialog.getByText("9.9.9-api"));
    await checkA11y(page);
    await screenshot(page, "about");
  });

  it("says it could not connect when the API does not answer", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await page.route("**/api/version", (route) => route.abort());
    await page.getByRole("button", { name: new RegExp(FRONT_END_VERSION.replaceAll(".", "\\.")) }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByText("Não conseguiu se conectar"));
    await visible(dialog.getByText(FRONT_END_VERSION));
  });
});

describe("Meu perfil", () => {
  it("shows the user's own data, refuses another user's e-mail and saves a new name the top bar then shows", async () => {
    const page = await e2e.newPage();
    await login(page, "vendedor");
    await openUserMenu(page, "Rafael Tavares Moreira");
    await page.getByRole("menuitem", { name: "Meu perfil" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByText("Meu perfil"));
    await visible(dialog.getByText("Rede Demo"));
    expect(await dialog.getByLabel("Nome").inputValue()).toBe("Rafael Tavares Moreira");
    await checkA11y(page);
    await screenshot(page, "profile");

    const adminPage = await e2e.newPage();
    await login(adminPage, "admin");
    const adminEmail = await adminPage.evaluate(async () => (await (await fetch("/api/v1/profile")).json()).email);
    const saves: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/profile") && r.method() === "PATCH") saves.push(r.url());
    });

    // A new e-mail asks for the current password (reset links go to it); the old e-mail again does not.
    const password = dialog.getByLabel("Senha atual", { exact: true });
    const ownEmail = await dialog.getByLabel("E-mail").inputValue();
    expect(await password.count()).toBe(0);
    await dialog.getByLabel("E-mail").fill(String(adminEmail));
    await visible(password);
    await visible(dialog.getByText("Para trocar o e-mail, digite a sua senha atual."));
    await checkA11y(page);
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await visible(dialog.getByText("Preenchimento Obrigatório"));
    expect(saves).toEqual([]);

    await password.click();
    await page.keyboard.type("errada-00");
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await visible(dialog.getByText("Senha atual incorreta."));
    await visible(dialog.getByText("E-mail já cadastrado"));
    expect(saves).toHaveLength(1);

    await dialog.getByLabel("E-mail").fill(ownEmail);
    await hidden(password);
    await dialog.getByLabel("E-mail").fill("rafael.tavares@rede.example");
    await dialog.getByLabel("Nome").fill("Rafael T. Moreira");
    // The password typed before comes back with the field, still judged wrong until it is typed again.
    await visible(dialog.getByText("Senha atual incorreta."));
    await password.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("demo1234");
    await hidden(dialog.getByText("Senha atual incorreta."));
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await hidden(dialog);
    expect(saves).toHaveLength(2);
    await visible(page.getByRole("button", { name: /Rafael T\. Moreira/ }));
    await page.reload();
    await visible(page.getByRole("button", { name: /Rafael T\. Moreira/ }));
    const saved = await page.evaluate(async () => (await (await fetch("/api/v1/profile")).json()).email);
    expect(saved).toBe("rafael.tavares@rede.example");
  });

  it("is Mi perfil under /es", async () => {
    const page = await e2e.newPage();
    await login(page, "caixa10", "es");
    await openUserMenu(page, "Luciana Ferreira Campos");
    await page.getByRole("menuitem", { name: "Mi perfil" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByLabel("Correo electrónico"));
    await checkA11y(page);
    await screenshot(page, "profile-es");
    await dialog.getByLabel("Correo electrónico").fill("luciana.campos@rede.example");
    await visible(dialog.getByLabel("Contraseña actual", { exact: true }));
    await visible(dialog.getByText("Para cambiar el correo electrónico, ingrese su contraseña actual."));
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await hidden(dialog);
  });
});
