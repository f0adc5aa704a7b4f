import { Schema } from "effect";
import { ArrayUpTo } from "./fields.ts";
import { ImageId } from "./ids.ts";

// The image service (one for every module): uploads of JPEG, PNG or WEBP, kept with a thumbnail.

/** The largest image accepted, in bytes (5 MB). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What the uploader accepts, recognised by the bytes on the server. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** The longest side of a thumbnail, in pixels. */
export const THUMB_SIZE = 240;
/** At most this many photos per product. */
export const MAX_PRODUCT_PHOTOS = 12;

/** The URL of an image's bytes or of its thumbnail (GET /images_api/v1/images/:id[/thumb]). */
export const imageUrl = (id: number, thumb = false) => `/images_api/v1/images/${id}${thumb ? "/thumb" : ""}`;

export const ImageInfo = Schema.Struct({
  id: ImageId,
  url: Schema.String,
  thumb_url: Schema.String,
  content_type: Schema.String,
  byte_size: Schema.Int,
  width: Schema.Int,
  height: Schema.Int,
});
export type ImageInfo = typeof ImageInfo.Type;

export const ImageList = Schema.Struct({ data: Schema.Array(ImageInfo) });
export type ImageList = typeof ImageList.Type;

/** PUT /api/v1/products/:id/images: the product's photos, in order (the first is the main one). */
export const ProductImagesInput = Schema.Struct({ image_ids: ArrayUpTo(ImageId, MAX_PRODUCT_PHOTOS) });
export type ProductImagesInput = typeof ProductImagesInput.Type;
