import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Message } from "primereact/message";
import type { TFunction } from "i18next";
import { type DragEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SUPPLIER_DOCUMENT_TYPES, type SupplierDocument } from "../../schemas/suppliers.ts";
import {
  listSupplierDocuments,
  removeSupplierDocument,
  supplierFileToUpload,
  uploadSupplierDocument,
} from "../../services/api/suppliers.ts";
import { activityTime } from "../../services/format.ts";
import { failureText } from "../components/form/api-failure.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useSaveActor } from "../shared/use-save-actor.ts";

/** A file the browser refused before sending (not an image or PDF, or over 10 MB). */
class InvalidFile extends Error {}

async function uploadAll(supplierId: number, files: ReadonlyArray<File>): Promise<SupplierDocument[]> {
  const uploaded: SupplierDocument[] = [];
  for (const file of files) {
    const body = await supplierFileToUpload(file);
    if (!body) throw new InvalidFile(file.name);
    uploaded.push(await uploadSupplierDocument(supplierId, body));
  }
  return uploaded;
}

function fileSize(t: TFunction, bytes: number): string {
  if (bytes < 1024 * 1024) return t("documents.size-kb", { size: Math.max(1, Math.round(bytes / 1024)) });
  return t("documents.size-mb", { size: (bytes / (1024 * 1024)).toFixed(1).replace(".", ",") });
}

function uploadedText(t: TFunction, document: SupplierDocument): string {
  const date = new Date(document.created_at);
  const when = Number.isNaN(date.getTime()) ? "" : activityTime(date);
  return document.uploaded_by
    ? t("documents.uploaded", { name: document.uploaded_by, date: when })
    : t("documents.uploaded-at", { date: when });
}

/**
 * The documentos tab: files of a saved supplier (contracts, price lists, certificates) through the storage;
 * upload by button or drop, download by the file's own name, removal after 'Você tem certeza?'. A new supplier
 * must be saved first.
 */
export function SupplierDocumentsTab({ supplierId }: { readonly supplierId: number | null }) {
  const { t } = useTranslation(["suppliers", "common"]);
  if (supplierId === null) return <p className="supplier-empty">{t("documents.save-first")}</p>;
  return <SupplierDocuments supplierId={supplierId} />;
}

function SupplierDocuments({ supplierId }: { readonly supplierId: number }) {
  const { t } = useTranslation(["suppliers", "common"]);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const resource = useResource((signal) => listSupplierDocuments(supplierId, signal), supplierId);
  const { data, failed } = useResourceData(resource);
  const reload = () => resource.send({ type: "reload" });

  const upload = useSaveActor((files: ReadonlyArray<File>) => uploadAll(supplierId, files), reload);
  const uploading = useSelector(upload, (s) => s.hasTag("busy"));
  const uploadingName = useSelector(upload, (s) => s.context.request?.[0]?.name ?? "");
  const uploadFailure = useSelector(upload, (s) => (s.hasTag("failed") ? s.context.failure : null));

  const removal = useSaveActor((document: SupplierDocument) => removeSupplierDocument(supplierId, document.id), reload);
  const confirming = useSelector(removal, (s) => s.hasTag("confirming"));
  const removing = useSelector(removal, (s) => s.hasTag("busy"));
  const removeFailure = useSelector(removal, (s) => (s.hasTag("failed") ? s.context.failure : null));

  const send = (files: FileList | null) => {
    if (files && files.length > 0) upload.send({ type: "submit", request: [...files] });
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) send(event.dataTransfer.files);
  };
  const uploadText =
    uploadFailure instanceof InvalidFile
      ? t("documents.invalid-file")
      : uploadFailure
        ? failureText(t, uploadFailure, "suppliers:documents.upload-failed")
        : null;
  const documents = data?.data ?? [];

  return (
    <section aria-labelledby="supplier-documents-title">
      <h3 id="supplier-documents-title" className="supplier-card__title mb-2">
        {t("documents.title")}
      </h3>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop area is a pointer convenience; the button inside does the same from the keyboard. */}
      <div
        className={dragging ? "supplier-dropzone supplier-dropzone--over" : "supplier-dropzone"}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <i className="pi pi-cloud-upload" aria-hidden="true" />
        <p>{t("documents.drop")}</p>
        <input
          id={inputId}
          type="file"
          className="visually-hidden"
          accept={SUPPLIER_DOCUMENT_TYPES.join(",")}
          multiple
          disabled={uploading}
          onChange={(event) => {
            send(event.target.files);
            event.target.value = "";
          }}
        />
        <label htmlFor={inputId} className="p-button p-component suppliers-button-link" aria-disabled={uploading}>
          <i className={uploading ? "pi pi-spin pi-spinner" : "pi pi-upload"} aria-hidden="true" />
          <span>{t("documents.choose")}</span>
        </label>
        <p className="supplier-hint">{t("documents.hint")}</p>
        <p className="supplier-hint" role="status">
          {uploading ? t("documents.uploading", { file: uploadingName }) : ""}
        </p>
      </div>
      {uploadText ? <Message severity="error" role="alert" text={uploadText} className="mt-2" /> : null}
      {removeFailure ? (
        <Message
          severity="error"
          role="alert"
          className="mt-2"
          text={failureText(t, removeFailure, "suppliers:documents.remove-failed")}
        />
      ) : null}
      {failed ? (
        <div className="mt-2">
          <Message severity="error" role="alert" text={t("documents.load-failed")} />
          <Button type="button" link label={t("documents.retry")} onClick={() => resource.send({ type: "retry" })} />
        </div>
      ) : data === null ? null : documents.length === 0 ? (
        <p className="supplier-empty mt-3">{t("documents.empty")}</p>
      ) : (
        <ul className="supplier-documents" aria-label={t("documents.title")}>
          {documents.map((document) => (
            <li key={document.id} className="supplier-document">
              <div>
                <p className="supplier-document__name">
                  <i
                    className={document.content_type === "application/pdf" ? "pi pi-file-pdf" : "pi pi-image"}
                    aria-hidden="true"
                  />{" "}
                  {document.file_name}
                </p>
                <p className="supplier-hint">
                  {fileSize(t, document.size)} · {uploadedText(t, document)}
                </p>
              </div>
              <div className="supplier-document__actions">
                <a
                  href={document.url}
                  download={document.file_name}
                  className="p-button p-component p-button-outlined p-button-sm supplier-download"
                  aria-label={t("documents.download", { file: document.file_name })}
                >
                  <i className="pi pi-download" aria-hidden="true" />
                  <span>{t("documents.download-short")}</span>
                </a>
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
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        group="remove-supplier-document"
        visible={confirming}
        header={t("documents.remove-title")}
        message={t("documents.remove-message")}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("documents.remove-accept")}
        rejectLabel={t("documents.remove-reject")}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => removal.send({ type: "confirm" })}
        reject={() => removal.send({ type: "cancel" })}
        onHide={() => removal.send({ type: "cancel" })}
      />
    </section>
  );
}
