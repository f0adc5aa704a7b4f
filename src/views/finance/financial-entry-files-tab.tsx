import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Message } from "primereact/message";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FINANCIAL_ENTRY_FILE_TYPES, type FinancialEntryFile } from "../../schemas/finance-entries.ts";
import {
  financialEntryFileToUpload,
  listFinancialEntryFiles,
  removeFinancialEntryFile,
  uploadFinancialEntryFile,
} from "../../services/api/finance-entries.ts";
import { failureText } from "../components/form/api-failure.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useSaveActor } from "../shared/use-save-actor.ts";

/** A file the browser refused before sending (not an image or PDF, or over 10 MB). */
class InvalidFile extends Error {}

async function uploadAll(entryId: number, files: ReadonlyArray<File>): Promise<FinancialEntryFile[]> {
  const uploaded: FinancialEntryFile[] = [];
  for (const file of files) {
    const body = await financialEntryFileToUpload(file);
    if (!body) throw new InvalidFile(file.name);
    uploaded.push(await uploadFinancialEntryFile(entryId, body));
  }
  return uploaded;
}

/** The anexos tab: the bill, the boleto, the receipt (PDF or image, up to 10 MB), once the entry is saved. */
export function FinancialEntryFilesTab({ entryId }: { readonly entryId: number | null }) {
  const { t } = useTranslation("finance-entries");
  if (entryId === null) return <Message severity="info" text={t("files.save-first")} />;
  return <FilesOf entryId={entryId} />;
}

function FilesOf({ entryId }: { readonly entryId: number }) {
  const { t } = useTranslation(["finance-entries", "common"]);
  const inputId = useId();
  const resource = useResource((signal) => listFinancialEntryFiles(entryId, signal), entryId);
  const { data } = useResourceData(resource);
  const reload = () => resource.send({ type: "reload" });
  const upload = useSaveActor((files: ReadonlyArray<File>) => uploadAll(entryId, files), reload);
  const uploading = useSelector(upload, (s) => s.hasTag("busy"));
  const uploadFailure = useSelector(upload, (s) => (s.hasTag("failed") ? s.context.failure : null));
  const removal = useSaveActor((file: FinancialEntryFile) => removeFinancialEntryFile(entryId, file.id), reload);
  const confirming = useSelector(removal, (s) => s.hasTag("confirming"));
  const files = data?.data ?? [];
  return (
    <section className="entry-files" aria-label={t("files.title")}>
      <label htmlFor={inputId} className="p-button p-component entry-files__pick">
        <i className="pi pi-upload" aria-hidden="true" /> {t("files.pick")}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        hidden
        accept={FINANCIAL_ENTRY_FILE_TYPES.join(",")}
        disabled={uploading}
        onChange={(event) => {
          const chosen = event.currentTarget.files;
          if (chosen && chosen.length > 0) upload.send({ type: "submit", request: [...chosen] });
          event.currentTarget.value = "";
        }}
      />
      {uploadFailure ? (
        <Message
          severity="error"
          text={
            uploadFailure instanceof InvalidFile
              ? t("files.invalid")
              : failureText(t, uploadFailure, "finance-entries:files.failed")
          }
        />
      ) : null}
      {files.length === 0 ? (
        <p>{t("files.none")}</p>
      ) : (
        <ul className="entry-files__list">
          {files.map((file) => (
            <li key={file.id}>
              <a href={file.url} download={file.file_name}>
                {file.file_name}
              </a>
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={t("files.remove", { name: file.file_name })}
                onClick={() => removal.send({ type: "ask", request: file })}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        group="remove-entry-file"
        visible={confirming}
        header={t("files.remove-title")}
        message={t("files.remove-message")}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("common:actions.yes")}
        rejectLabel={t("common:actions.no")}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => removal.send({ type: "confirm" })}
        reject={() => removal.send({ type: "cancel" })}
        onHide={() => removal.send({ type: "cancel" })}
      />
    </section>
  );
}
