import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { generateCpf } from "../../src/domain/documents.ts";
import type { CustomerDetail, CustomerGroup } from "../../src/schemas/customers.ts";
import { e2eSuite } from "./support/app.ts";
import { choose, shots, toast, typeInto } from "./support/forms.ts";
import { localePath, login } from "./support/pages.ts";
import type { Locale } from "./support/texts.ts";
import { visible } from "./support/wait.ts";

// Customers complete (issue 15 items 1 and 7): UF then city, similar customers while typing, groups on the
// customer and /grupos-de-clientes, and /exportar-clientes read back from the XLSX it downloads.

const e2e = e2eSuite();

const TEXTS = {
  pt: {
    similar: "Clientes parecidos já cadastrados",
    save: "Salvar",
    created: "Cliente cadastrado com sucesso.",
    newGroup: "Novo grupo",
    groupCreated: "Grupo criado.",
    xlsx: "Exportar XLSX",
  },
  es: {
    similar: "Clientes parecidos ya registrados",
    save: "Guardar",
    created: "Cliente registrado con éxito.",
    newGroup: "Nuevo grupo",
    groupCreated: "Grupo creado.",
    xlsx: "Exportar XLSX",
  },
} as const;

describe.each(["pt", "es"] as const)("customers with city and groups (%s)", (locale: Locale & ("pt" | "es")) => {
  const text = TEXTS[locale];
  const seed = locale === "pt" ? 1 : 2;

  it("creates a group, a customer in it with UF and city after a similar-customer hint, and exports it", async () => {
    const page = await e2e.newPage();
    await login(page, "admin", locale);

    await page.goto(localePath(locale, "/grupos-de-clientes"));
    await page.getByRole("button", { name: text.newGroup }).click();
    await typeInto(page.locator("#customer-group-name"), `Clube ${locale}`);
    await page.keyboard.press("Enter");
    await visible(page.getByText(text.groupCreated, { exact: true }));
    await visible(page.getByRole("cell", { name: `Clube ${locale}`, exact: true }));
    await shots(page, `customer-groups-${locale}`);

    await page.goto(localePath(locale, "/clientes/editar"));
    const demo = (await (await page.request.get("/api/v1/customers?per_page=1")).json()) as {
      data: { name: string }[];
    };
    const lookalike = demo.data[0]?.name ?? "";
    await typeInto(page.locator("#customer-name"), lookalike.toUpperCase());
    const hint = page.getByRole("region", { name: text.similar });
    await visible(hint);
    await visible(hint.getByRole("link", { name: new RegExp(lookalike) }));
    await typeInto(page.locator("#customer-name"), `Cliente Cidade ${locale}`);
    await typeInto(page.locator("#customer-doc"), generateCpf(880_000 + seed));
    await typeInto(page.locator("#customer-phone"), `3199${String(1_234_500 + seed)}`);
    await choose(page, "customer-uf", "MG");
    await page.locator(".p-dropdown:has(#customer-city)").click();
    // The UF panel may still be closing: the city panel, opened last, is the last one.
    await typeInto(page.locator(".p-dropdown-filter").last(), "Contag");
    await page.getByRole("option", { name: "Contagem", exact: true }).click();
    await page.locator(".p-multiselect:has(#customer-groups)").click();
    await page.getByRole("option", { name: `Clube ${locale}` }).click();
    await page.keyboard.press("Escape");
    await shots(page, `customer-city-groups-${locale}`);
    await page.getByRole("button", { name: text.save, exact: true }).click();
    await toast(page, text.created);
    const id = Number(/\/clientes\/editar\/(\d+)/.exec(new URL(page.url()).pathname)?.[1]);
    const stored = (await (await page.request.get(`/api/v1/customers/${id}`)).json()) as CustomerDetail;
    expect(stored).toMatchObject({ cityId: 3118601, cityName: "Contagem", groupsNames: [`Clube ${locale}`] });

    const groups = (await (await page.request.get("/api/v1/customer_groups")).json()) as { data: CustomerGroup[] };
    expect(groups.data.find((g) => g.name === `Clube ${locale}`)?.customers).toBe(1);

    await page.goto(localePath(locale, "/exportar-clientes"));
    await choose(page, "export-group", `Clube ${locale}`);
    await shots(page, `customer-export-${locale}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: text.xlsx }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(await download.path())) as never);
    const rows = (book.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe(`Cliente Cidade ${locale}`);
    expect(rows[1]).toContain("Contagem");
  });
});
