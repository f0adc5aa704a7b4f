import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import esImages from "../../../locales/es-EC/images.json";
import ptImages from "../../../locales/pt-BR/images.json";
import type { ImageId, ProductId } from "../../schemas/ids.ts";
import type { ImageInfo } from "../../schemas/images.ts";
import { loadProductImages, removeImage, saveProductImages, uploadImage } from "../../services/api/images.ts";
import { renderWithNamespaces } from "../components/render-with-namespaces.tsx";
import { ProductPhotos } from "./product-photos.tsx";

vi.mock("../../services/api/images.ts", () => ({
  loadProductImages: vi.fn(),
  removeImage: vi.fn(),
  saveProductImages: vi.fn(),
  uploadImage: vi.fn(),
}));

const image = (id: number): ImageInfo => ({
  id: id as ImageId,
  url: `/images_api/v1/images/${id}`,
  thumb_url: `/images_api/v1/images/${id}/thumb`,
  content_type: "image/png",
  byte_size: 100,
  width: 10,
  height: 10,
});

const resources = { "pt-BR": { images: ptImages }, "es-EC": { images: esImages } };
const thumbs = () => screen.getAllByRole("img").map((img) => img.getAttribute("src"));

beforeEach(() => {
  vi.mocked(loadProductImages).mockResolvedValue({ data: [image(1)] });
  vi.mocked(saveProductImages).mockImplementation(async (_, ids) => ({ data: ids.map((id) => image(id)) }));
  vi.mocked(uploadImage).mockResolvedValue(image(2));
  vi.mocked(removeImage).mockResolvedValue({ ok: true });
  globalThis.URL.createObjectURL = vi.fn(() => "blob:preview");
  globalThis.URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("ProductPhotos", () => {
  it("uploads a photo through the uploader, saves the order, moves it first, removes after 'Você tem certeza?'", async () => {
    const user = userEvent.setup();
    renderWithNamespaces(<ProductPhotos productId={7 as ProductId} />, resources);
    await waitFor(() => expect(thumbs()).toEqual(["/images_api/v1/images/1/thumb"]));
    expect(screen.getByText("Principal")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Adicionar foto" }));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "foto.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Escolher imagem"), file);
    expect(screen.getByText("foto.png")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(uploadImage).toHaveBeenCalledWith(file);
    await waitFor(() => expect(saveProductImages).toHaveBeenLastCalledWith(7, [1, 2]));
    await waitFor(() => expect(thumbs()).toEqual(["/images_api/v1/images/1/thumb", "/images_api/v1/images/2/thumb"]));

    await user.click(screen.getAllByRole("button", { name: "Mover para a esquerda" })[1] as HTMLElement);
    await waitFor(() => expect(saveProductImages).toHaveBeenLastCalledWith(7, [2, 1]));

    await user.click(screen.getAllByRole("button", { name: "Remover imagem" })[0] as HTMLElement);
    expect(await screen.findByText("Você tem certeza?")).toBeTruthy();
    expect(
      screen.getByText("Esta ação irá excluir esta imagem dos nossos servidores e isso é irreversível."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sim" }));
    await waitFor(() => expect(saveProductImages).toHaveBeenLastCalledWith(7, [1]));
    await waitFor(() => expect(removeImage).toHaveBeenCalledWith(2));
  });

  it("shows the server's refusal in the uploader (es)", async () => {
    const user = userEvent.setup();
    const { apiError } = await import("../../schemas/api-error.ts");
    vi.mocked(uploadImage).mockRejectedValue(
      apiError("Invalid", 422, ["La imagen debe ser JPEG, PNG o WEBP."], {
        file: ["La imagen debe ser JPEG, PNG o WEBP."],
      }),
    );
    renderWithNamespaces(<ProductPhotos productId={7 as ProductId} />, resources, "es-EC");
    await user.click(await screen.findByRole("button", { name: "Agregar foto" }));
    await user.upload(screen.getByLabelText("Elegir imagen"), new File(["x"], "a.gif", { type: "image/png" }));
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect((await screen.findByRole("alert")).textContent).toBe("La imagen debe ser JPEG, PNG o WEBP.");
    expect(saveProductImages).not.toHaveBeenCalled();
  });
});
