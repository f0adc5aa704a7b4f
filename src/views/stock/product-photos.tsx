import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeApiError } from "../../schemas/api-failure.ts";
import type { ProductId } from "../../schemas/ids.ts";
import { type ImageInfo, MAX_PRODUCT_PHOTOS } from "../../schemas/images.ts";
import { loadProductImages, removeImage, saveProductImages } from "../../services/api/images.ts";
import { ImageRemovalConfirm, ImageUploader } from "../components/image-uploader/image-uploader.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import "./product-photos.css";

/**
 * A product's photos (the product page's geral tab): upload through the image uploader, reorder (the first is the
 * main one, shown in the list, the PDV search and the quick-pick tabs), remove after 'Você tem certeza?'. Each
 * change is saved at once (PUT /api/v1/products/:id/images).
 */
export function ProductPhotos({ productId }: { readonly productId: ProductId }) {
  const { t } = useTranslation("images");
  const resource = useResource((signal) => loadProductImages(productId, signal), productId);
  const { data } = useResourceData(resource);
  const [saved, setSaved] = useState<{ for: number; photos: ReadonlyArray<ImageInfo> } | null>(null);
  const photos = saved?.for === productId ? saved.photos : (data?.data ?? []);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<ImageInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (next: ReadonlyArray<ImageInfo>) => {
    const previous = photos;
    setSaved({ for: productId, photos: next });
    setBusy(true);
    setError(null);
    try {
      const answer = await saveProductImages(
        productId,
        next.map((photo) => photo.id),
      );
      setSaved({ for: productId, photos: answer.data });
      return true;
    } catch (failure) {
      setSaved({ for: productId, photos: previous });
      setError(describeApiError(failure, { fallback: t("photos.save-error"), connection: t("photos.save-error") }));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...photos];
    const [photo] = next.splice(index, 1);
    if (!photo) return;
    next.splice(index + by, 0, photo);
    void save(next);
  };
  const remove = async (photo: ImageInfo) => {
    setRemoving(null);
    if (await save(photos.filter((p) => p.id !== photo.id))) {
      await removeImage(photo.id).catch(() => setError(t("uploader.remove-error")));
    }
  };
  const full = photos.length >= MAX_PRODUCT_PHOTOS;

  return (
    <section className="product-photos" aria-label={t("photos.title")}>
      <div className="product-photos__bar">
        <h3>{t("photos.title")}</h3>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t("photos.add")}
          disabled={busy || full}
          onClick={() => setUploading(true)}
        />
      </div>
      {full ? <p className="product-photos__hint">{t("photos.limit", { max: MAX_PRODUCT_PHOTOS })}</p> : null}
      {error ? (
        <p className="product-photos__error" role="alert">
          {error}
        </p>
      ) : null}
      {photos.length === 0 ? (
        <p className="product-photos__empty">{t("photos.empty")}</p>
      ) : (
        <ol className="product-photos__list">
          {photos.map((photo, index) => (
            <li key={photo.id} className="product-photos__item">
              <img src={photo.thumb_url} alt={t("photos.photo", { n: index + 1 })} loading="lazy" />
              {index === 0 ? <span className="product-photos__main">{t("photos.main")}</span> : null}
              <div className="product-photos__actions">
                <Button
                  type="button"
                  icon="pi pi-arrow-left"
                  className="p-button-text p-button-sm"
                  aria-label={t("photos.left")}
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  className="p-button-text p-button-danger p-button-sm"
                  aria-label={t("uploader.remove")}
                  disabled={busy}
                  onClick={() => setRemoving(photo)}
                />
                <Button
                  type="button"
                  icon="pi pi-arrow-right"
                  className="p-button-text p-button-sm"
                  aria-label={t("photos.right")}
                  disabled={busy || index === photos.length - 1}
                  onClick={() => move(index, 1)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <ImageUploader
        visible={uploading}
        onHide={() => setUploading(false)}
        onUploaded={(image) => {
          setUploading(false);
          void save([...photos, image]);
        }}
      />
      <ImageRemovalConfirm
        visible={removing !== null}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
