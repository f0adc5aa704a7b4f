import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Requirement } from "../../src/domain/permissions.ts";
import { PRODUCTS_REQUIREMENT } from "../../src/domain/products.ts";
import { sniffContentType } from "../../src/domain/upload-files.ts";
import { imagesEndpoints } from "../../src/schemas/endpoints/images.ts";
import { IMAGE_MAX_BYTES, IMAGE_TYPES, type ImageInfo } from "../../src/schemas/images.ts";
import { imageUrl } from "../../src/schemas/images.ts";
import type { ImageId } from "../../src/schemas/ids.ts";
import { productImages } from "../stock/schema.ts";
import { HttpError, message, notFound, ValidationError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { processImage, TooManyPixels, MAX_PIXELS } from "./process.ts";
import { images } from "./schema.ts";

// The image service of every module (spec 7: POST /images_api/v1/images): one image per multipart request,
// recognised by its bytes and fully decoded, stored with a thumbnail through the storage interface; read back
// tenant-checked with long private caching (an image never changes under its id), removed with its files.

/** The multipart envelope around the largest image. */
const UPLOAD_BODY_BYTES = IMAGE_MAX_BYTES + 256 * 1024;
const MB = Math.floor(IMAGE_MAX_BYTES / (1024 * 1024));

const invalidFile = (key: string, values?: Record<string, unknown>) =>
  new ValidationError({ file: [message(`images:server.${key}`, values)] });

type ImageRow = typeof images.$inferSelect;

export const imageInfoOf = (row: ImageRow): ImageInfo => ({
  id: row.id as ImageId,
  url: imageUrl(row.id),
  thumb_url: imageUrl(row.id, true),
  content_type: row.contentType,
  byte_size: row.byteSize,
  width: row.width,
  height: row.height,
});

/** The one file of the request's `file` field. */
async function uploadedFile(c: Context): Promise<Uint8Array> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw invalidFile("no-file");
  }
  const files = form.getAll("file").filter((entry): entry is File => typeof entry !== "string");
  if (files.length === 0) throw invalidFile("no-file");
  if (files.length > 1 || form.getAll("file").length > 1) throw invalidFile("one-file");
  const file = files[0] as File;
  if (file.size > IMAGE_MAX_BYTES) throw invalidFile("too-large", { size: MB });
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * Who may upload or remove an image: whoever edits records that carry images. Products (STO 3) are the only such
 * records today; a module that shows images adds its requirement here (any one of them suffices).
 */
export const IMAGE_EDIT_REQUIREMENTS: ReadonlyArray<Requirement> = [PRODUCTS_REQUIREMENT];

const upload = defineRoute({
  endpoint: imagesEndpoints.upload,
  access: IMAGE_EDIT_REQUIREMENTS,
  tag: "images",
  summary:
    "Uploads one image (multipart/form-data, field `file`): JPEG, PNG or WEBP recognised by its bytes, at most 5 MB, " +
    "decoded in full; stored re-encoded upright without metadata (EXIF, GPS, XMP), with a WEBP thumbnail. Needs a " +
    "permission that edits records with images (STO 3)",
  acceptsUpload: true,
  maxBodyBytes: UPLOAD_BODY_BYTES,
  handler: async ({ c, services, session, audit }) => {
    const bytes = await uploadedFile(c);
    if (bytes.length === 0) throw invalidFile("empty");
    const type = sniffContentType(bytes);
    if (type === null || !(IMAGE_TYPES as ReadonlyArray<string>).includes(type)) throw invalidFile("type");
    let processed: Awaited<ReturnType<typeof processImage>>;
    try {
      processed = await processImage(bytes);
    } catch (error) {
      if (error instanceof TooManyPixels)
        throw invalidFile("too-many-pixels", { megapixels: Math.floor(MAX_PIXELS / 1_000_000) });
      throw invalidFile("unreadable");
    }
    const base = `images/${session.multiStoreId}/${randomUUID()}`;
    const storageKey = `${base}/original`;
    const thumbKey = `${base}/thumb`;
    const { storage } = services;
    const stored = processed.original;
    await storage.put(storageKey, stored, type);
    await storage.put(thumbKey, processed.thumb, "image/webp");
    try {
      const [row] = await services.db
        .insert(images)
        .values({
          multiStoreId: session.multiStoreId,
          storageKey,
          thumbKey,
          contentType: type,
          byteSize: stored.length,
          width: processed.width,
          height: processed.height,
          createdBy: session.userId,
          createdAt: services.now(),
        })
        .returning();
      if (!row) throw new Error("image insert failed");
      await audit({
        module: "",
        action: "create",
        entity: "image",
        entityId: row.id,
        details: { size: stored.length },
      });
      return imageInfoOf(row);
    } catch (error) {
      await Promise.all([storage.delete(storageKey), storage.delete(thumbKey)]).catch(() => {});
      throw error;
    }
  },
});

/** Images never change under their id: browsers keep them a year, privately (they are the network's). */
const CACHE = "private, max-age=31536000, immutable";

async function serve(
  c: Context,
  services: { storage: { get(key: string): Promise<Uint8Array<ArrayBuffer> | null> } },
  row: ImageRow,
  thumb: boolean,
) {
  const etag = `"image-${row.id}${thumb ? "-thumb" : ""}"`;
  if (c.req.header("if-none-match") === etag) {
    return new Response(null, { status: 304, headers: { etag, "cache-control": CACHE } });
  }
  const bytes = await services.storage.get(thumb ? row.thumbKey : row.storageKey);
  if (!bytes) throw new HttpError(404, [message("images:server.missing")]);
  return new Response(bytes, {
    status: 200,
    headers: {
      "content-type": thumb ? "image/webp" : row.contentType,
      "content-length": String(bytes.length),
      "cache-control": CACHE,
      etag,
    },
  });
}

const image = defineRoute({
  endpoint: imagesEndpoints.image,
  access: "signed-in",
  tag: "images",
  summary: "The image's bytes (cached privately for a year; ETag)",
  params: { id: images },
  handler: async ({ c, services, session, params }) => {
    const [row] = await services.db
      .select()
      .from(images)
      .where(tenantScope(images, session, eq(images.id, params.id)));
    if (!row) throw notFound();
    return serve(c, services, row, false);
  },
});

const thumb = defineRoute({
  endpoint: imagesEndpoints.thumb,
  access: "signed-in",
  tag: "images",
  summary: "The image's WEBP thumbnail (cached privately for a year; ETag)",
  params: { id: images },
  handler: async ({ c, services, session, params }) => {
    const [row] = await services.db
      .select()
      .from(images)
      .where(tenantScope(images, session, eq(images.id, params.id)));
    if (!row) throw notFound();
    return serve(c, services, row, true);
  },
});

const remove = defineRoute({
  endpoint: imagesEndpoints.remove,
  access: IMAGE_EDIT_REQUIREMENTS,
  tag: "images",
  summary: "Removes an image and its files, and takes it off every product showing it (the screen asks first)",
  params: { id: images },
  handler: async ({ services, session, params, audit }) => {
    const row = await services.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(images)
        .where(tenantScope(images, session, eq(images.id, params.id)))
        .returning();
      if (!deleted) throw notFound();
      await tx.delete(productImages).where(tenantScope(productImages, session, eq(productImages.imageId, deleted.id)));
      await audit({ module: "", action: "delete", entity: "image", entityId: deleted.id }, tx);
      return deleted;
    });
    try {
      await Promise.all([services.storage.delete(row.storageKey), services.storage.delete(row.thumbKey)]);
    } catch (error) {
      services.logger.warn({ err: error, key: row.storageKey }, "images: could not delete an image's files");
    }
    return { ok: true };
  },
});

export const imagesRoutes = [upload, image, thumb, remove];
