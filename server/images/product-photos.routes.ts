import { asc, eq } from "drizzle-orm";
import { imagesEndpoints } from "../../src/schemas/endpoints/images.ts";
import type { Db } from "../db/client.ts";
import { productImages, products } from "../stock/schema.ts";
import { message, ValidationError } from "../http/errors.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { imageInfoOf } from "./images.routes.ts";
import { images } from "./schema.ts";

// A product's photos (product_images: which images, in which order; the first is the main one, shown in the
// product list, the PDV search and the quick-pick tabs). STO 3, products and services.

const PRODUCTS = { slug: "STO", code: 3 } as const;

async function photosOf(db: Db, session: SessionInfo, productId: number) {
  const rows = await db
    .select({ image: images })
    .from(productImages)
    .innerJoin(images, eq(images.id, productImages.imageId))
    .where(tenantScope(productImages, session, eq(productImages.productId, productId)))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return { data: rows.map((r) => imageInfoOf(r.image)) };
}

const list = defineRoute({
  endpoint: imagesEndpoints.productImages,
  access: PRODUCTS,
  tag: "images",
  summary: "A product's photos in order (the first is the main one)",
  params: { id: products },
  handler: async ({ services, session, params }) => photosOf(services.db, session, params.id),
});

const set = defineRoute({
  endpoint: imagesEndpoints.setProductImages,
  access: PRODUCTS,
  tag: "images",
  summary: "Sets a product's photos and their order ({ image_ids }: images uploaded to /images_api/v1/images)",
  params: { id: products },
  bodyIds: { "image_ids[]": images },
  handler: async ({ services, session, params, body, audit }) => {
    const ids = body.image_ids;
    if (new Set(ids).size !== ids.length) {
      throw new ValidationError({ image_ids: [message("images:server.duplicate")] });
    }
    await services.db.transaction(async (tx) => {
      // The product's row is the lock: two editors saving photos at once end in one order, not a mix.
      await tx
        .select({ id: products.id })
        .from(products)
        .where(tenantScope(products, session, eq(products.id, params.id)))
        .for("update");
      await tx.delete(productImages).where(tenantScope(productImages, session, eq(productImages.productId, params.id)));
      if (ids.length > 0) {
        await tx.insert(productImages).values(
          ids.map((imageId, position) => ({
            multiStoreId: session.multiStoreId,
            productId: params.id,
            imageId,
            position,
          })),
        );
      }
      await audit({ action: "update", entity: "product_images", entityId: params.id, details: { image_ids: ids } }, tx);
    });
    return photosOf(services.db, session, params.id);
  },
});

export const productPhotosRoutes = [list, set];
