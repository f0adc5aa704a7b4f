import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, type ImageInfo, type ImageList } from "../../src/schemas/images.ts";
import { companies } from "../network/schema.ts";
import { productImages, products } from "../stock/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { userWith } from "../test/user-with.ts";
import { images } from "./schema.ts";

// The image service (issue 13, item 1): one image per multipart upload, recognised by its bytes and decoded in
// full, stored with a thumbnail, read back only by its own network, removed with its files; product photos (STO 3).

let t: TestApp;
let admin = "";
let outra = "";
let caixa = "";
let png: Uint8Array;
let jpeg: Uint8Array;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });

function upload(cookie: string, bytes: Uint8Array | string, name = "foto.png", type = "image/png", language?: string) {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart], { type }), name);
  return t.request("/images_api/v1/images", {
    method: "POST",
    cookie,
    body: form,
    ...(language ? { headers: { "accept-language": language } } : {}),
  });
}

async function uploaded(cookie: string, bytes = png): Promise<ImageInfo> {
  const res = await upload(cookie, bytes);
  expect(res.status).toBe(201);
  return (await res.json()) as ImageInfo;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  outra = await t.login("outra.admin");
  caixa = await t.login("caixa");
  png = new Uint8Array(await picture(800, 600).png().toBuffer());
  jpeg = new Uint8Array(await picture(300, 900).jpeg().toBuffer());
});
afterAll(() => t.close());

describe("POST /images_api/v1/images", () => {
  it("stores a PNG and a JPEG with their size and a WEBP thumbnail at most 240 px", async () => {
    const image = await uploaded(admin);
    expect(image).toMatchObject({ content_type: "image/png", width: 800, height: 600 });
    expect(image.url).toBe(`/images_api/v1/images/${image.id}`);
    expect(image.thumb_url).toBe(`/images_api/v1/images/${image.id}/thumb`);
    const [row] = await t.db.select().from(images).where(eq(images.id, image.id));
    expect(t.storage.keys()).toEqual(expect.arrayContaining([row?.storageKey, row?.thumbKey]));

    const thumb = await t.request(image.thumb_url, { cookie: admin });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    expect(thumb.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(new Uint8Array(await thumb.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 240, 180]);

    const tall = await uploaded(admin, jpeg);
    expect(tall).toMatchObject({ content_type: "image/jpeg", width: 300, height: 900 });
    const original = await t.request(tall.url, { cookie: admin });
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    const stored = new Uint8Array(await original.arrayBuffer());
    expect(stored.length).toBe(tall.byte_size);
    const storedMeta = await sharp(stored).metadata();
    expect([storedMeta.format, storedMeta.width, storedMeta.height]).toEqual(["jpeg", 300, 900]);
    const again = await t.request(tall.url, {
      cookie: admin,
      headers: { "if-none-match": original.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ["pt-BR", "A imagem deve ser JPEG, PNG ou WEBP."],
    ["es-EC", "La imagen debe ser JPEG, PNG o WEBP."],
  ])("refuses what is not a JPEG, PNG or WEBP by its bytes (%s)", async (language, text) => {
    const gif = new Uint8Array(await picture(10, 10).gif().toBuffer());
    for (const bytes of [gif, new TextEncoder().encode("%PDF-1.4 not an image"), "just text"]) {
      const res = await upload(admin, bytes, "foto.png", "image/png", language);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { messages: Record<string, string[]> }).messages.file).toEqual([text]);
    }
  });

  it("refuses a file that starts like a PNG but does not decode", async () => {
    const broken = png.slice(0, 200);
    const res = await upload(admin, broken);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { messages: Record<string, string[]> }).messages.file?.[0]).toMatch(/corrompido/);
  });

  it("refuses an image over 5 MB (422 within the envelope, 413 beyond it) and stores nothing", async () => {
    const before = t.storage.keys().length;
    const over = new Uint8Array(IMAGE_MAX_BYTES + 1);
    over.set(png.slice(0, 16));
    const res = await upload(admin, over);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { messages: Record<string, string[]> }).messages.file).toEqual([
      "A imagem deve ter no máximo 5 MB.",
    ]);
    const huge = new Uint8Array(IMAGE_MAX_BYTES + 2 * 1024 * 1024);
    const res2 = await upload(admin, huge);
    expect(res2.status).toBe(413);
    expect(t.storage.keys().length).toBe(before);
  });

  it("stores the original re-encoded upright without its metadata: no EXIF (GPS, camera), XMP or IPTC", async () => {
    // A phone photo: 600×300 pixels to turn upright (orientation 6), with its position, camera and author.
    const phone = new Uint8Array(
      await picture(600, 300)
        .jpeg()
        .withExif({
          IFD0: { Make: "PhoneMaker", Model: "Phone 9", Artist: "Ana Souza" },
          IFD3: {
            GPSLatitudeRef: "S",
            GPSLatitude: "19/1 55/1 0/1",
            GPSLongitudeRef: "W",
            GPSLongitude: "43/1 56/1 0/1",
          },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    const sent = await sharp(phone).metadata();
    expect(sent.exif).toBeDefined();
    expect(sent.orientation).toBe(6);
    const image = await uploaded(admin, phone);
    expect(image).toMatchObject({ content_type: "image/jpeg", width: 300, height: 600 });
    const [row] = await t.db.select().from(images).where(eq(images.id, image.id));
    for (const key of [row?.storageKey, row?.thumbKey]) {
      const bytes = (await t.storage.get(key as string)) as Uint8Array;
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
      expect(Buffer.from(bytes).includes("PhoneMaker")).toBe(false);
      expect(Buffer.from(bytes).includes("Ana Souza")).toBe(false);
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
    }
  });

  it("needs a permission that edits records with images (STO 3) to upload or remove; reading needs a session", async () => {
    const image = await uploaded(admin);
    const { cookie: noProducts } = await userWith(t, "sem.sto3.imagens", [["STO", 1, 2]]);
    const refused = await upload(noProducts, png);
    expect(refused.status).toBe(403);
    const before = t.storage.keys().length;
    expect((await upload(caixa, png)).status).toBe(403);
    expect(t.storage.keys().length).toBe(before);
    expect((await t.request(image.url, { method: "DELETE", cookie: noProducts })).status).toBe(403);
    expect((await t.request(image.url, { cookie: noProducts })).status).toBe(200);
    const { cookie: products3 } = await userWith(t, "so.sto3.imagens", [["STO", 3, 1]]);
    expect((await upload(products3, png)).status).toBe(201);
  });

  it("asks for the file field, and refuses JSON or no session", async () => {
    const empty = await t.request("/images_api/v1/images", { method: "POST", cookie: admin, body: new FormData() });
    expect(empty.status).toBe(422);
    const json = await t.request("/images_api/v1/images", { method: "POST", cookie: admin, json: {} });
    expect(json.status).toBe(422);
    const anonymous = await upload("", png);
    expect(anonymous.status).toBe(401);
  });
});

describe("an image of another network", () => {
  it("is not found: not read, not its thumbnail, not removed, not given to a product", async () => {
    const theirs = await uploaded(outra);
    for (const path of [theirs.url, theirs.thumb_url]) {
      expect((await t.request(path, { cookie: admin })).status).toBe(404);
    }
    expect((await t.request(theirs.url, { method: "DELETE", cookie: admin })).status).toBe(404);
    const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.sku, "PES-001"));
    const res = await t.request(`/api/v1/products/${product?.id}/images`, {
      method: "PUT",
      cookie: admin,
      json: { image_ids: [theirs.id] },
    });
    expect(res.status).toBe(422);
    expect((await t.request(theirs.url, { cookie: outra })).status).toBe(200);
  });
});

describe("product photos", () => {
  it("sets and reorders a product's photos (STO 3), shows the first in the PDV search, drops a removed image", async () => {
    const [product] = await t.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(eq(products.sku, "PES-001"));
    const id = product?.id ?? 0;
    const first = await uploaded(admin);
    const second = await uploaded(admin, jpeg);
    const put = (ids: number[], cookie = admin) =>
      t.request(`/api/v1/products/${id}/images`, { method: "PUT", cookie, json: { image_ids: ids } });

    const res = await put([second.id, first.id]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as ImageList).data.map((image) => image.id)).toEqual([second.id, first.id]);
    const reordered = (await (await put([first.id, second.id])).json()) as ImageList;
    expect(reordered.data.map((image) => image.id)).toEqual([first.id, second.id]);
    const listed = (await (await t.request(`/api/v1/products/${id}/images`, { cookie: admin })).json()) as ImageList;
    expect(listed.data.map((image) => image.id)).toEqual([first.id, second.id]);
    expect((await put([first.id, first.id])).status).toBe(422);

    const { cookie: noStock } = await userWith(t, "sem.sto3", [["STO", 1, 2]]);
    expect((await put([first.id], noStock)).status).toBe(403);

    const [unit] = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, "Rede Demo Centro"));
    const search = async () => {
      const hits = await t.request(`/api/v1/products/search?company_id=${unit?.id}&q=${product?.sku}`, {
        cookie: caixa,
      });
      return ((await hits.json()) as { data: Array<{ thumb_url: string | null }> }).data[0]?.thumb_url;
    };
    expect(await search()).toBe(first.thumb_url);

    expect((await t.request(first.url, { method: "DELETE", cookie: admin })).status).toBe(200);
    expect((await t.request(first.url, { cookie: admin })).status).toBe(404);
    const after = await t.db.select().from(productImages).where(eq(productImages.productId, id));
    expect(after.map((row) => row.imageId)).toEqual([second.id]);
    expect(await search()).toBe(second.thumb_url);
  });
});
