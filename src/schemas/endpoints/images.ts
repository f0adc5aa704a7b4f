import { endpoint } from "../endpoint.ts";
import { OkBody } from "../common.ts";
import { ImageInfo, ImageList, ProductImagesInput } from "../images.ts";

export const imagesEndpoints = {
  /** multipart/form-data with one `file` field. */
  upload: endpoint({ method: "post", path: "/images_api/v1/images", response: ImageInfo, status: 201 }),
  image: endpoint({ method: "get", path: "/images_api/v1/images/:id", response: { contentType: "image/*" } }),
  thumb: endpoint({ method: "get", path: "/images_api/v1/images/:id/thumb", response: { contentType: "image/webp" } }),
  remove: endpoint({ method: "delete", path: "/images_api/v1/images/:id", response: OkBody }),
  productImages: endpoint({ method: "get", path: "/api/v1/products/:id/images", response: ImageList }),
  setProductImages: endpoint({
    method: "put",
    path: "/api/v1/products/:id/images",
    body: ProductImagesInput,
    response: ImageList,
  }),
} as const;
