import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import commonEs from "../../../locales/es-EC/common.json";
import formEs from "../../../locales/es-EC/form.json";
import invoicesEs from "../../../locales/es-EC/invoices.json";
import commonPt from "../../../locales/pt-BR/common.json";
import formPt from "../../../locales/pt-BR/form.json";
import invoicesPt from "../../../locales/pt-BR/invoices.json";
import type { InvoiceLineValues } from "../../machines/invoice-form-values.ts";
import { apiError } from "../../schemas/api-error.ts";
import type { ProductDetail } from "../../schemas/stock-products.ts";
import { createProduct } from "../../services/api/stock-products.ts";
import { LineProductDialog } from "./line-product-dialog.tsx";

vi.mock("../../services/api/stock-products.ts", () => ({ createProduct: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

type Locale = "pt-BR" | "es-EC";

const LINE: InvoiceLineValues = {
  productId: null,
  productLabel: "",
  decimals: 3,
  supplierCode: "CAL-778",
  description: "Calça jeans tradicional",
  ean: "",
  ncm: "62034200",
  unit: "UN",
  quantity: "5",
  unitCost: "40,00",
};

const CREATED = { id: 77, full_description: "Calça jeans tradicional", sku: "CAL-778", sale_unit_decimals: 0 };

function open(locale: Locale = "pt-BR", line: InvoiceLineValues = LINE) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: {
      "pt-BR": { common: commonPt, form: formPt, invoices: invoicesPt },
      "es-EC": { common: commonEs, form: formEs, invoices: invoicesEs },
    },
    ns: ["common", "form", "invoices"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  const onCreated = vi.fn();
  const onHide = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <LineProductDialog line={line} companyId={4} supplierId={9} onCreated={onCreated} onHide={onHide} />
    </I18nextProvider>,
  );
  return { onCreated, onHide };
}

/** The modal blocks a second submit for 500 ms after a click (spec 5.5): a quick test must wait it out. */
const pastSubmitBlock = () => new Promise((resolve) => setTimeout(resolve, 550));

describe("LineProductDialog (an NF-e line without product)", () => {
  it("is prefilled from the line, asks the sale price, creates the product in the invoice's unit", async () => {
    const user = userEvent.setup();
    vi.mocked(createProduct).mockResolvedValue(CREATED as unknown as ProductDetail);
    const { onCreated, onHide } = open();
    const dialog = within(screen.getByRole("dialog", { name: "Cadastrar produto: Calça jeans tradicional" }));
    expect(dialog.getByLabelText("Descrição")).toHaveProperty("value", "Calça jeans tradicional");
    expect(dialog.getByLabelText("SKU")).toHaveProperty("value", "CAL-778");
    expect(dialog.getByLabelText("EAN (código de barras)")).toHaveProperty("value", "");
    expect(dialog.getByLabelText("NCM")).toHaveProperty("value", "62034200");
    expect(dialog.getByLabelText("Custo")).toHaveProperty("value", "R$ 40,00");

    // No sale price: nothing is sent.
    await user.click(dialog.getByRole("button", { name: "Cadastrar e vincular" }));
    expect(await dialog.findByText("Preenchimento obrigatório")).toBeTruthy();
    expect(createProduct).not.toHaveBeenCalled();

    await user.click(dialog.getByLabelText("Preço de venda"));
    await user.keyboard("7990");
    await pastSubmitBlock();
    await user.click(dialog.getByRole("button", { name: "Cadastrar e vincular" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    expect(createProduct).toHaveBeenCalledWith({
      full_description: "Calça jeans tradicional",
      sku: "CAL-778",
      ean: "",
      sale_unit: "Unidade",
      kind: "product",
      status: true,
      ncm: "62034200",
      cost: "40.00",
      price: "79.90",
      supplier_id: 9,
      configs: [
        { company_id: 4, price_1: "79.90", unit_cost: "40.00", stock_control: true, min_stock: 0, active: true },
      ],
    });
    expect(onHide).not.toHaveBeenCalled();
  });

  it("shows the server's 422 messages under their fields (es) and creates after the fix", async () => {
    const user = userEvent.setup();
    vi.mocked(createProduct)
      .mockRejectedValueOnce(apiError("Invalid", 422, [], { sku: ["SKU ya registrado"], ncm: ["NCM inválido"] }))
      .mockResolvedValueOnce(CREATED as unknown as ProductDetail);
    const { onCreated } = open("es-EC", { ...LINE, ean: "7896543000019", unit: "KG" });
    const dialog = within(screen.getByRole("dialog", { name: "Registrar producto: Calça jeans tradicional" }));
    expect(dialog.getByLabelText("EAN (código de barras)")).toHaveProperty("value", "7896543000019");
    await user.click(dialog.getByLabelText("Precio de venta"));
    await user.keyboard("7990");
    await user.click(dialog.getByRole("button", { name: "Registrar y vincular" }));
    expect(await dialog.findByText("SKU ya registrado")).toBeTruthy();
    expect(dialog.getByText("NCM inválido")).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    expect(vi.mocked(createProduct).mock.calls[0]?.[0]).toMatchObject({
      ean: "7896543000019",
      sale_unit: "Quilograma",
    });

    await user.type(dialog.getByLabelText("SKU"), "-B");
    await new Promise((resolve) => setTimeout(resolve, 550));
    await pastSubmitBlock();
    await user.click(dialog.getByRole("button", { name: "Registrar y vincular" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    expect(vi.mocked(createProduct).mock.calls[1]?.[0]).toMatchObject({ sku: "CAL-778-B" });
  });

  it("an invalid EAN is not offered, and cancel sends nothing", async () => {
    const user = userEvent.setup();
    const { onCreated, onHide } = open("pt-BR", { ...LINE, ean: "7896543000010" });
    const dialog = within(screen.getByRole("dialog"));
    expect(dialog.getByLabelText("EAN (código de barras)")).toHaveProperty("value", "");
    await user.click(dialog.getByRole("button", { name: "Cancelar" }));
    expect(onHide).toHaveBeenCalled();
    expect(createProduct).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
