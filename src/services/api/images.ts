import { imagesEndpoints } from "../../schemas/endpoints/images.ts";
import type { ImageId } from "../../schemas/ids.ts";
import { call, upload } from "./client.ts";

// The image service (POST /images_api/v1/images …) and a product's photos.

/** 422 on `file` (type, size, unreadable) with the server's messages. */
export const uploadImage = (file: File, signal?: AbortSignal) =>
  upload(imagesEndpoints.upload, file, file.name, signal);

export const removeImage = (id: number) => call(imagesEndpoints.remove, { params: { id } });

export const loadProductImages = (productId: number, signal?: AbortSignal) =>
  call(imagesEndpoints.productImages, { params: { id: productId }, signal });

export const saveProductImages = (productId: number, imageIds: ReadonlyArray<ImageId>) =>
  call(imagesEndpoints.setProductImages, { params: { id: productId }, json: { image_ids: [...imageIds] } });
