import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import commonEs from "../../../locales/es-EC/common.json";
import suppliersEs from "../../../locales/es-EC/suppliers.json";
import commonPt from "../../../locales/pt-BR/common.json";
import suppliersPt from "../../../locales/pt-BR/suppliers.json";
import type { SupplierDocument } from "../../schemas/suppliers.ts";
import {
  listSupplierDocuments,
  removeSupplierDocument,
  supplierFileToUpload,
  uploadSupplierDocument,
} from "../../services/api/suppliers.ts";
import { renderWithNamespaces } from "../components/render-with-namespaces.tsx";
import { SupplierDocumentsTab } from "./supplier-documents-tab.tsx";

vi.mock("../../services/api/suppliers.ts", () => ({
  listSupplierDocuments: vi.fn(),
  removeSupplierDocument: vi.fn(),
  supplierFileToUpload: vi.fn(),
  uploadSupplierDocument: vi.fn(),
}));
vi.setConfig({ testTimeout: 20_000 });

const resources = {
  "pt-BR": { suppliers: suppliersPt, common: commonPt },
  "es-EC": { suppliers: suppliersEs, common: commonEs },
};

const contract: SupplierDocument = {
  id: 7,
  file_name: "Contrato 2026.pdf",
  content_type: "application/pdf",
  size: 2048,
  url: "/api/v1/suppliers/3/documents/7",
  uploaded_by: "Mariana Albuquerque",
  created_at: "2026-03-10T15:30:00.000Z",
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("SupplierDocumentsTab", () => {
  it("asks a new supplier to be saved first", () => {
    renderWithNamespaces(<SupplierDocumentsTab supplierId={null} />, resources);
    expect(screen.getByText("Salve o fornecedor para anexar documentos.")).toBeTruthy();
    expect(listSupplierDocuments).not.toHaveBeenCalled();
  });

  it("lists the files with their download links and removes one only after 'Sim'", async () => {
    const user = userEvent.setup();
    vi.mocked(listSupplierDocuments).mockResolvedValue({ data: [contract] });
    vi.mocked(removeSupplierDocument).mockResolvedValue({ ok: true });
    renderWithNamespaces(<SupplierDocumentsTab supplierId={3} />, resources);
    const link = await screen.findByRole("link", { name: "Baixar Contrato 2026.pdf" });
    expect(link.getAttribute("href")).toBe("/api/v1/suppliers/3/documents/7");
    expect(link.getAttribute("download")).toBe("Contrato 2026.pdf");
    expect(screen.getByText(/2 KB · Enviado por Mariana Albuquerque em/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Excluir Contrato 2026.pdf" }));
    expect(await screen.findByText("Você tem certeza?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Não" }));
    expect(removeSupplierDocument).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Excluir Contrato 2026.pdf" }));
    await user.click(await screen.findByRole("button", { name: "Sim" }));
    await waitFor(() => expect(removeSupplierDocument).toHaveBeenCalledWith(3, 7));
    await waitFor(() => expect(listSupplierDocuments).toHaveBeenCalledTimes(2));
  });

  it("refuses a file that is not an image or PDF before sending it, in Spanish too", async () => {
    const user = userEvent.setup({ applyAccept: false });
    vi.mocked(listSupplierDocuments).mockResolvedValue({ data: [] });
    vi.mocked(supplierFileToUpload).mockResolvedValue(null);
    const { container } = renderWithNamespaces(<SupplierDocumentsTab supplierId={3} />, resources, "es-EC");
    expect(await screen.findByText("Ningún documento adjunto.")).toBeTruthy();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(["texto"], "notas.txt", { type: "text/plain" }));
    expect(await screen.findByText("Envíe solo imágenes (PNG, JPG, GIF, WEBP) o PDF de hasta 10 MB.")).toBeTruthy();
    expect(uploadSupplierDocument).not.toHaveBeenCalled();
  });
});
