import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Message } from "primereact/message";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { INTERACTION_FILE_TYPES, type Interaction } from "../../schemas/crm-interactions.ts";
import {
  getInteraction,
  interactionFileUrl,
  removeInteractionFile,
  uploadInteractionFile,
} from "../../services/api/crm-interactions.ts";
import { failureText } from "../components/form/api-failure.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useSaveActor } from "../shared/use-save-actor.ts";

/** A file the browser refused before sending (not an image or PDF, or over 10 MB). */
class InvalidFile extends Error {}

type InteractionFile = NonNullable<Interaction["files"]>[number];

async function uploadAll(interactionId: number, files: ReadonlyArray<File>): Promise<void> {
  for (const file of files) {
    if ((await uploadInteractionFile(interactionId, file)) === null) throw new InvalidFile(file.name);
  }
}

/** The files of a saved interaction (spec 7, interactions_files): attach, download by name, remove after a question. */
export function InteractionFiles({ interactionId }: { readonly interactionId: number | null }) {
  const { t } = useTranslation("crm");
  return (
    <fieldset className="interaction-list interaction-files">
      <legend>{t("interaction.files.title")}</legend>
      {interactionId === null ? <p>{t("interaction.files.save-first")}</p> : <FilesOf interactionId={interactionId} />}
    </fieldset>
  );
}

function FilesOf({ interactionId }: { readonly interactionId: number }) {
  const { t } = useTranslation(["crm", "common"]);
  const inputId = useId();
  const resource = useResource((signal) => getInteraction(interactionId, signal), `interaction-files-${interactionId}`);
  const files = useResourceData(resource).data?.files ?? [];
  const reload = () => resource.send({ type: "reload" });
  const upload = useSaveActor((chosen: ReadonlyArray<File>) => uploadAll(interactionId, chosen), reload);
  const uploading = useSelector(upload, (s) => s.hasTag("busy"));
  const uploadFailure = useSelector(upload, (s) => (s.hasTag("failed") ? s.context.failure : null));
  const removal = useSaveActor((file: InteractionFile) => removeInteractionFile(file.id), reload);
  const confirming = useSelector(removal, (s) => s.hasTag("confirming"));
  const removalFailure = useSelector(removal, (s) => (s.hasTag("failed") ? s.context.failure : null));
  return (
    <>
      <input
        id={inputId}
        type="file"
        multiple
        className="p-hidden-accessible"
        accept={INTERACTION_FILE_TYPES.join(",")}
        disabled={uploading}
        onChange={(event) => {
          const chosen = event.currentTarget.files;
          if (chosen && chosen.length > 0) upload.send({ type: "submit", request: [...chosen] });
          event.currentTarget.value = "";
        }}
      />
      <label htmlFor={inputId} className="p-button p-component p-button-outlined interaction-files__pick">
        <i className="pi pi-paperclip" aria-hidden="true" /> {t("interaction.files.pick")}
      </label>
      {uploadFailure ? (
        <Message
          severity="error"
          text={
            uploadFailure instanceof InvalidFile
              ? t("interaction.files.invalid")
              : failureText(t, uploadFailure, "crm:interaction.files.failed")
          }
        />
      ) : null}
      {removalFailure ? (
        <Message severity="error" text={failureText(t, removalFailure, "crm:interaction.files.remove-failed")} />
      ) : null}
      {files.length === 0 ? (
        <p>{t("interaction.files.none")}</p>
      ) : (
        <ul className="interaction-files__list">
          {files.map((file) => (
            <li key={file.id}>
              <a href={interactionFileUrl(file.id)} download={file.name}>
                {file.name}
              </a>
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={t("interaction.files.remove", { name: file.name })}
                onClick={() => removal.send({ type: "ask", request: file })}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        group="remove-interaction-file"
        visible={confirming}
        header={t("interaction.files.remove-title")}
        message={t("interaction.files.remove-message")}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("common:actions.yes")}
        rejectLabel={t("common:actions.no")}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => removal.send({ type: "confirm" })}
        reject={() => removal.send({ type: "cancel" })}
        onHide={() => removal.send({ type: "cancel" })}
      />
    </>
  );
}
