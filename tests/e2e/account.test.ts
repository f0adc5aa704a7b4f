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
    await dialog.getByLabel("E-mail").fill(String(adminEmail));
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await visible(dialog.getByText("E-mail já cadastrado"));

    await dialog.getByLabel("E-mail").fill("rafael.tavares@rede.example");
    await dialog.getByLabel("Nome").fill("Rafael T. Moreira");
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await hidden(dialog);
    await visible(page.getByRole("button", { name: /Rafael T\. Moreira/ }));
    await page.reload();
    await visible(page.getByRole("button", { name: /Rafael T\. Moreira/ }));
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
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await hidden(dialog);
  });
});
