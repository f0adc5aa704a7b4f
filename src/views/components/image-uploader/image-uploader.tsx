import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Dialog } from "primereact/dialog";
import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeApiError } from "../../../schemas/api-failure.ts";
import { IMAGE_MAX_BYTES, IMAGE_TYPES, type ImageInfo } from "../../../schemas/images.ts";
import { uploadImage } from "../../../services/api/images.ts";
import "./image-uploader.css";

// The image uploader (spec 2.10; spec 9: modal width 400, dropzone default image height 100): choose or drop one
// image, see it, send it to the image service; the server's refusal (type, size, unreadable) shows in the modal.

/** Spec 9 layout constants. */
export const UPLOADER_WIDTH = 400;
export const DROPZONE_IMAGE_HEIGHT = 100;

const MB = Math.floor(IMAGE_MAX_BYTES / (1024 * 1024));

type UploaderProps = {
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly onUploaded: (image: ImageInfo) => void;
  /** Dropzone image height in pixels (default 100). */
  readonly imageHeight?: number;
};

export function ImageUploader({ visible, onHide, onUploaded, imageHeight = DROPZONE_IMAGE_HEIGHT }: UploaderProps) {
  const { t } = useTranslation("images");
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (preview) URL.revokeObjectURL(preview);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
    setError(null);
  };
  const reset = () => {
    if (preview) URL.revokeObjectURL(preview);
    setFile(null);
    setPreview(null);
    setError(null);
    setSending(false);
  };
  const hide = () => {
    reset();
    onHide();
  };
  const send = async () => {
    if (!file || sending) return;
    setSending(true);
    setError(null);
    try {
      const image = await uploadImage(file);
      reset();
      onUploaded(image);
    } catch (failure) {
      setSending(false);
      setError(
        describeApiError(failure, { fallback: t("uploader.upload-error"), connection: t("uploader.upload-error") }),
      );
    }
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0]);
  };

  return (
    <Dialog
      header={t("uploader.title")}
      visible={visible}
      onHide={hide}
      style={{ width: `${UPLOADER_WIDTH}px`, maxWidth: "95vw" }}
      className="image-uploader"
      footer={
        <div className="image-uploader__footer">
          <Button type="button" label={t("uploader.cancel")} className="p-button-text" onClick={hide} />
          <Button
            type="button"
            label={sending ? t("uploader.uploading") : t("uploader.send")}
            icon="pi pi-upload"
            disabled={!file || sending}
            loading={sending}
            onClick={send}
            data-testid="image-uploader-send"
          />
        </div>
      }
    >
      <label
        htmlFor={inputId}
        className="image-uploader__dropzone"
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
      >
        {preview ? (
          <img src={preview} alt={t("uploader.preview")} style={{ height: `${imageHeight}px` }} />
        ) : (
          <i className="pi pi-image image-uploader__icon" style={{ fontSize: `${Math.round(imageHeight / 2)}px` }} />
        )}
        <span className="image-uploader__drop">{file ? file.name : t("uploader.drop")}</span>
        <span className="image-uploader__hint">{t("uploader.hint", { size: MB })}</span>
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={IMAGE_TYPES.join(",")}
        className="image-uploader__input"
        aria-label={t("uploader.choose")}
        data-testid="image-uploader-input"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      {error ? (
        <p className="image-uploader__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

/** 'Você tem certeza?' before an image leaves the servers for good (spec 5.5). Não is focused. */
export function ImageRemovalConfirm({
  visible,
  onConfirm,
  onCancel,
}: {
  readonly visible: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation("images");
  return (
    <ConfirmDialog
      group="image-removal"
      visible={visible}
      header={t("uploader.confirm-title")}
      message={t("uploader.confirm-text")}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t("uploader.yes")}
      rejectLabel={t("uploader.no")}
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      style={{ width: `${UPLOADER_WIDTH}px`, maxWidth: "95vw" }}
      accept={onConfirm}
      reject={onCancel}
      onHide={onCancel}
    />
  );
}
