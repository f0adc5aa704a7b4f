import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Message } from "primereact/message";
import { type DragEvent, useId, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { type AttendanceDetail, DOCUMENT_TYPES, type ProductionDocument } from "../../schemas/production.ts";
import { fileToUpload, removeAttendanceDocument, uploadAttendanceDocument } from "../../services/api/production.ts";
import { activityTime } from "../../services/format.ts";
import { instantOf } from "./order-values.ts";
import { failureText } from "../components/form/api-failure.ts";
import { useSaveRequest as useProductionSave } from "../shared/use-save-request.ts";

export type OrderDocumentsTabProps = {
  readonly order: AttendanceDetail;
  /** Uploads and removals are allowed while the order is open. */
  readonly editable: boolean;
  /** The documents changed: load the order again (its history too). */
  readonly onChanged: () => void;
};

/** A file the browser refused before sending (not an image or PDF, or over 10 MB). */
class InvalidFile extends Error {}

async function uploadAll(orderId: number, files: ReadonlyArray<File>): Promise<ProductionDocument[]> {
  const uploaded: ProductionDocument[] = [];
  for (const file of files) {
    const body = await fileToUpload(file);
    if (!body) throw new InvalidFile(file.name);
    uploaded.push(await uploadAttendanceDocument(orderId, body));
  }
  return uploaded;
}

const isImage = (document: ProductionDocument) => document.content_type.startsWith("image/");

/** The documentos tab: the image uploader (spec 2.10), downloads by the file's own name, removal after 'Você tem certeza?'. */
export function OrderDocumentsTab({ order, editable, onChanged }: OrderDocumentsTabProps) {
  const { t } = useTranslation(["production", "common"]);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const upload = useProductionSave((files: ReadonlyArray<File>) => uploadAll(order.id, files), onChanged);
  const uploading = useSelector(upload, (s) => s.hasTag("busy"));
  const uploadingName = useSelector(upload, (s) => s.context.request?.[0]?.name ?? "");
  const uploadFailure = useSelector(upload, (s) => (s.hasTag("failed") ? s.context.failure : null));

  const removal = useProductionSave(
    (document: ProductionDocument) => removeAttendanceDocument(order.id, document.id),
    onChanged,
  );
  const confirming = useSelector(removal, (s) => s.hasTag("confirming"));
  const removing = useSelector(removal, (s) => s.hasTag("busy"));
  const removeFailure = useSelector(removal, (s) => (s.hasTag("failed") ? s.context.failure : null));

  const send = (files: FileList | null) => {
    if (files && files.length > 0) upload.send({ type: "submit", request: [...files] });
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (editable && !uploading) send(event.dataTransfer.files);
  };
  const uploadText =
    uploadFailure instanceof InvalidFile
      ? t("documents.invalid-file")
      : uploadFailure
        ? failureText(t, uploadFailure, "production:documents.upload-failed")
        : null;

  return (
    <section className="production-tab" aria-labelledby="order-documents-title">
      <h2 id="order-documents-title" className="production-section-title">
        {t("documents.title")}
      </h2>
      {editable ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: the drop area is a pointer convenience; the button beside it does the same from the keyboard.
        <div
          className={dragging ? "production-dropzone production-dropzone--over" : "production-dropzone"}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <i className="pi pi-cloud-upload production-dropzone__icon" aria-hidden="true" />
          <p className="production-dropzone__text">{t("documents.drop")}</p>
          <input
            id={inputId}
            type="file"
            className="visually-hidden"
            accept={DOCUMENT_TYPES.join(",")}
            multiple
            disabled={uploading}
            onChange={(event) => {
              send(event.target.files);
              event.target.value = "";
            }}
          />
          <label htmlFor={inputId} className="p-button p-component production-button-link" aria-disabled={uploading}>
            <i className={uploading ? "pi pi-spin pi-spinner" : "pi pi-upload"} aria-hidden="true" />
            <span>{t("documents.choose")}</span>
          </label>
          <p className="production-muted production-dropzone__hint">{t("documents.hint")}</p>
          <p className="production-muted" role="status">
            {uploading ? t("documents.uploading", { file: uploadingName }) : ""}
          </p>
        </div>
      ) : null}
      {uploadText ? <Message severity="error" role="alert" text={uploadText} className="production-notice" /> : null}
      {removeFailure ? (
        <Message
          severity="error"
          role="alert"
          className="production-notice"
          text={failureText(t, removeFailure, "production:documents.remove-failed")}
        />
      ) : null}
      {order.documents.length === 0 ? (
        <p className="production-empty">{t("documents.empty")}</p>
      ) : (
        <ul className="production-documents">
          {order.documents.map((document) => (
            <li key={document.id} className="production-document">
              <div className="production-document__preview" aria-hidden="true">
                {isImage(document) ? (
                  <img src={`${document.url}?disposition=inline`} alt="" loading="lazy" />
                ) : (
                  <i className="pi pi-file-pdf" />
                )}
              </div>
              <div className="production-document__body">
                <p className="production-document__name">{document.file_name}</p>
                <p className="production-muted">
                  {fileSize(t, document.size)} · {uploadedText(t, document)}
                </p>
                <div className="production-document__actions">
                  <a
                    href={document.url}
                    download={document.file_name}
                    className="p-button p-component p-button-outlined p-button-sm production-button-link"
                    aria-label={t("documents.download", { file: document.file_name })}
                  >
                    <i className="pi pi-download" aria-hidden="true" />
                    <span>{t("documents.download-short")}</span>
                  </a>
                  {editable ? (
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      severity="danger"
                      outlined
                      size="small"
                      disabled={removing}
                      aria-label={t("documents.remove", { file: document.file_name })}
                      onClick={() => removal.send({ type: "ask", request: document })}
                    />
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        group="remove-document"
        className="production-confirm"
        visible={confirming}
        header={t("documents.remove-title")}
        message={t("documents.remove-message")}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("documents.remove-accept")}
        rejectLabel={t("documents.remove-reject")}
        acceptClassName="p-button-danger"
        accept={() => removal.send({ type: "confirm" })}
        reject={() => removal.send({ type: "cancel" })}
        onHide={() => removal.send({ type: "cancel" })}
      />
    </section>
  );
}

function fileSize(t: TFunction, bytes: number): string {
  if (bytes < 1024 * 1024) return t("documents.size-kb", { size: Math.max(1, Math.round(bytes / 1024)) });
  return t("documents.size-mb", { size: (bytes / (1024 * 1024)).toFixed(1).replace(".", ",") });
}

function uploadedText(t: TFunction, document: ProductionDocument) {
  const date = instantOf(document.created_at);
  const when = date ? activityTime(date) : "";
  return document.uploaded_by
    ? t("documents.uploaded", { name: document.uploaded_by.full_name, date: when })
    : t("documents.uploaded-at", { date: when });
}
