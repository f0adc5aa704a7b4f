import sharp, { type Metadata, type Sharp } from "sharp";
import { THUMB_SIZE } from "../../src/schemas/images.ts";

// Decoding and thumbnails with sharp: libvips works on its own threads (the libuv pool), so a request awaiting
// these never blocks the event loop while an image is decoded or resized.

/** Images larger than this many pixels are refused before decoding (a small file can claim a huge canvas). */
export const MAX_PIXELS = 40_000_000;

export type ProcessedImage = {
  readonly format: string;
  /**
   * The image to store in place of the upload: re-encoded in its own format, turned upright by its EXIF orientation,
   * and without any metadata (EXIF with its GPS position and camera serial, XMP, IPTC, comments; sharp writes none
   * unless asked to).
   */
  readonly original: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** WEBP, its longest side at most THUMB_SIZE, turned upright by its EXIF orientation, metadata dropped. */
  readonly thumb: Uint8Array;
};

export class UnreadableImage extends Error {}
export class TooManyPixels extends Error {}

/** The same format again, at a quality that keeps a photo as it was sent (PNG stays lossless). */
function reencoded(image: Sharp, format: string | undefined): Sharp {
  if (format === "png") return image.png({ compressionLevel: 9 });
  if (format === "webp") return image.webp({ quality: 90 });
  return image.jpeg({ quality: 90, mozjpeg: true });
}

/**
 * Decodes the whole image (a truncated or forged file fails here, not in a browser) and makes its thumbnail.
 * Throws UnreadableImage or TooManyPixels.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const options = { limitInputPixels: MAX_PIXELS, failOn: "error" as const };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch {
    throw new UnreadableImage();
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw new TooManyPixels();
  try {
    const thumb = await sharp(bytes, options)
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const original = await reencoded(sharp(bytes, options).rotate(), meta.format).toBuffer();
    const upright = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
    return {
      format: meta.format ?? "",
      original: new Uint8Array(original),
      width: upright.width,
      height: upright.height,
      thumb: new Uint8Array(thumb),
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new TooManyPixels();
    throw new UnreadableImage();
  }
}
