import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { imageUrl } from "../../src/schemas/images.ts";

// What other modules use of the images module: the main photo of a product in their own queries.

/**
 * The id of a product's main photo (its first product_images row whose image exists), as a scalar subquery on the
 * caller's products id column; null without photos. One index probe per row (product_images_unique).
 */
export const mainImageIdOf = (productId: AnyPgColumn | SQL): SQL<number | null> =>
  sql<
    number | null
  >`(select pi.image_id from product_images pi join images i on i.id = pi.image_id where pi.product_id = ${productId} order by pi.position, pi.id limit 1)`;

/** The thumbnail URL of an image id (null stays null). */
export const thumbUrlOf = (imageId: number | null | undefined): string | null =>
  imageId === null || imageId === undefined ? null : imageUrl(imageId, true);
