import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { checkA11y, login, screenshot } from "./support/pages.ts";
import { apiUsers, columnTexts, reloadsList } from "./support/table.ts";
import { visible } from "./support/wait.ts";
import { xlsxText } from "./support/zip.ts";

const e2e = e2eSuite();
const NAME = "Nome";
const EMPTY = "Nenhum registro encontrado";

async function openUsers(user = "admin", path = "/usuarios") {
  const page = await e2e.newPage();
  await login(page, user);
  await reloadsList(page, async () => {
    await page.goto(path);
  });
  await visible(page.getByRole("table"));
  return page;
}

const param = (page: { url(): string }, name: string) => new URL(page.url()).searchParams.get(name);
const pad = (n: number) => String(n).padStart(2, "0");
const apiDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const shownDate = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

describe("/usuarios data table", () => {
  it("pages through every user of the network with Próximo, Último, Anterior and Primeiro", async () => {
    const page = await openUsers();
    await checkA11y(page);
    await screenshot(page, "usuarios");
    const all = await apiUsers(page);
    expect(all.total).toBe(25);

    const first = await columnTexts(page, NAME);
    const perPage = first.length;
    expect(perPage).toBeGreaterThan(0);
    expect(perPage).toBeLessThan(all.total);
    const seen = [...first];
    let pageNumber = 1;
    while (seen.length < all.total) {
      await reloadsList(page, () => page.getByRole("button", { name: "Próximo" }).click());
      pageNumber++;
      expect(param(page, "page")).toBe(String(pageNumber));
      seen.push(...(await columnTexts(page, NAME)));
    }
    expect(seen.toSorted()).toEqual(all.data.map((u) => u.name).toSorted());
    expect(await page.getByRole("button", { name: "Próximo" }).isDisabled()).toBe(true);

    await reloadsList(page, () => page.getByRole("button", { name: "Primeiro" }).click());
    expect(param(page, "page")).toBeNull();
    expect(await columnTexts(page, NAME)).toEqual(first);
    await reloadsList(page, () => page.getByRole("button", { name: "Último" }).click());
    expect(param(page, "page")).toBe(String(pageNumber));
    await reloadsList(page, () => page.getByRole("button", { name: "Anterior" }).click());
    expect(param(page, "page") ?? "1").toBe(String(pageNumber - 1));
    await reloadsList(page, () => page.getByRole("button", { name: `Página ${pageNumber}` }).click());
    expect(param(page, "page")).toBe(String(pageNumber));

    // The page kept in the URL survives a reload.
    await reloadsList(page, async () => {
      await page.reload();
    });
    expect(await page.getByRole("button", { name: `Página ${pageNumber}` }).getAttribute("aria-current")).toBe("page");
  });

  it("sorts by a column click, toggling asc and desc, kept in the URL", async () => {
    const page = await openUsers();
    const header = page.getByRole("columnheader", { name: "Login" });
    const logins = (await apiUsers(page, "&sort_field=login&sort_direction=asc")).data.map((u) => u.login);

    await reloadsList(page, () => header.click());
    expect(param(page, "sortField")).toBe("login");
    expect(param(page, "sortDirection")).toBe("asc");
    const asc = await columnTexts(page, "Login");
    expect(asc).toEqual(logins.slice(0, asc.length));

    await reloadsList(page, () => header.click());
    expect(param(page, "sortDirection")).toBe("desc");
    const desc = await columnTexts(page, "Login");
    expect(desc).toEqual(logins.toReversed().slice(0, desc.length));
    expect(await header.getAttribute("aria-sort")).toBe("descending");
    await checkA11y(page);
  });

  it("filters with Pesquisar, kept in the URL", async () => {
    const page = await openUsers();
    const search = page.getByRole("searchbox", { name: "Pesquisar" });
    await reloadsList(page, () => search.fill("Carvalho"));
    expect(await columnTexts(page, NAME)).toEqual(["Ana Beatriz Carvalho"]);
    expect(param(page, "filter")).toBe("Carvalho");

    await reloadsList(page, () => search.fill("ninguem-com-este-nome"));
    await visible(page.getByText(EMPTY));
    await checkA11y(page);
  });

  it("filters by a date range picked on the calendar (shown with ' até ') and from the URL", async () => {
    const page = await openUsers();
    const today = new Date();
    const period = page.getByRole("combobox", { name: "Período" });
    await period.click();
    const calendar = page.getByRole("dialog", { name: "Período" });
    await visible(calendar);
    const day = (d: Date) => calendar.getByRole("gridcell", { name: shownDate(d), exact: true });
    const firstOfMonth = new Date(today.getFullYear(), today.getMonth(), 1);
    await day(firstOfMonth).click();
    await reloadsList(page, () => day(today).click());
    expect(param(page, "initialDate")).toBe(apiDate(firstOfMonth));
    expect(param(page, "finalDate")).toBe(apiDate(today));
    expect(await period.inputValue()).toBe(`${shownDate(firstOfMonth)} até ${shownDate(today)}`);
    // Every demo user was created today, at the server's first start.
    expect((await columnTexts(page, NAME)).length).toBe(20);

    await reloadsList(page, async () => {
      await page.goto("/usuarios?initialDate=2020-01-01&finalDate=2020-01-31");
    });
    await visible(page.getByText(EMPTY));
    expect(await period.inputValue()).toBe("01/01/2020 até 31/01/2020");
    await checkA11y(page);
  });

  it("downloads CSV and Excel with every matching user", async () => {
    const page = await openUsers();
    const all = (await apiUsers(page)).data.map((u) => u.name);

    const csvDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "CSV" }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toMatch(/^usuarios.*\.csv$/);
    const csv = await readFile((await csvFile.path()) as string, "utf8");
    expect(csv.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toContain(NAME);
    for (const name of all) expect(csv).toContain(name);

    const xlsxDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Excel" }).click();
    const xlsxFile = await xlsxDownload;
    expect(xlsxFile.suggestedFilename()).toMatch(/^usuarios.*\.xlsx$/);
    const bytes = await readFile((await xlsxFile.path()) as string);
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    const text = xlsxText(bytes);
    expect(text).toContain(NAME);
    for (const name of all) expect(text).toContain(name);
  });

  it("Copiar puts the rows on the clipboard", async () => {
    const page = await openUsers();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const names = await columnTexts(page, NAME);
    await page.getByRole("button", { name: "Copiar" }).click();
    await visible(page.getByText(/linhas? copiadas? para a área de transferência/));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const name of names) expect(copied).toContain(name);
  });

  it("Selecionar Colunas hides and shows columns, remembered on the next visit", async () => {
    const page = await openUsers();
    const header = (name: string) => page.getByRole("columnheader", { name });
    const option = (name: string) => page.getByRole("option", { name });
    await visible(header("Login"));
    // PrimeReact's combobox input is visually hidden under its label box: open it from the keyboard.
    await page.getByRole("combobox", { name: "Selecionar Colunas" }).focus();
    await page.keyboard.press("Enter");
    await option("Login").click();
    await header("Login").waitFor({ state: "detached" });
    await checkA11y(page);
    await option("Login").click();
    await visible(header("Login"));
    await option("E-mail").click();
    await header("E-mail").waitFor({ state: "detached" });
    await page.keyboard.press("Escape");

    await reloadsList(page, async () => {
      await page.reload();
    });
    await visible(header("Login"));
    expect(await header("E-mail").count()).toBe(0);
  });

  it("outra.admin sees only Outra Rede's users, never Rede Demo's", async () => {
    const page = await openUsers("outra.admin");
    expect(await columnTexts(page, NAME)).toEqual(["Otávio Prado Outra Rede"]);
    const api = await apiUsers(page);
    expect(api.data.map((u) => u.login)).toEqual(["outra.admin"]);

    await reloadsList(page, async () => {
      await page.goto("/usuarios?filter=Mariana");
    });
    await visible(page.getByText(EMPTY));
    expect(await page.getByText("Mariana Albuquerque").count()).toBe(0);
    await checkA11y(page);
  });
});
