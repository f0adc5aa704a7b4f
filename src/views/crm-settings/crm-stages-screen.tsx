import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { CRM_STAGE_TAGS, type CrmStageTag } from "../../domain/crm-settings.ts";
import type { CrmStage } from "../../schemas/crm-settings.ts";
import { createCrmStage, listCrmStages, removeCrmStage, updateCrmStage } from "../../services/api/crm-settings.ts";
import { failureText } from "../components/form/api-failure.ts";
import { HIDDEN_DUPLICATES } from "../components/form/dropdown-a11y.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import "./crm-settings.css";

/**
 * /settings/customers-stages (CNF 5, issue 15): the funnel stages in order with their spec 4 tag. Rename (Enter or
 * leaving the field), re-tag, move up/down (buttons, or Alt+↑/Alt+↓ on the name), add and delete after 'Tem certeza?'.
 */
export function CrmStagesScreen() {
  const { t } = useTranslation(["crm-settings", "common"]);
  const resource = useResource(listCrmStages);
  const { data, failed } = useResourceData(resource);
  const stages = data?.data ?? [];
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [newName, setNewName] = useState("");
  const [newTag, setNewTag] = useState<CrmStageTag>("none");
  const [removing, setRemoving] = useState<CrmStage | null>(null);
  const tags = CRM_STAGE_TAGS.map((value) => ({ value, label: t(`stages.tags.${value}`) }));

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      setNotice({ ok: true, text: done });
    } catch (failure) {
      setNotice({ ok: false, text: failureText(t, failure, "crm-settings:stages.failed") });
    } finally {
      setBusy(false);
      resource.send({ type: "reload" });
    }
  };
  const move = (stage: CrmStage, to: number) =>
    run(() => updateCrmStage(stage.id, { position: to }), t("stages.moved", { name: stage.name }));
  const rename = (stage: CrmStage, name: string) => {
    if (name.trim() === stage.name) return;
    void run(() => updateCrmStage(stage.id, { name }), t("stages.saved", { name: name.trim() }));
  };
  const keys = (stage: CrmStage, index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") rename(stage, event.currentTarget.value);
    if (event.altKey && event.key === "ArrowUp" && index > 0) void move(stage, index - 1);
    if (event.altKey && event.key === "ArrowDown" && index < stages.length - 1) void move(stage, index + 1);
  };

  return (
    <div className="crm-settings">
      <p className="crm-settings__hint">{t("stages.hint")}</p>
      {notice ? (
        <Message
          severity={notice.ok ? "success" : "error"}
          role={notice.ok ? "status" : "alert"}
          text={notice.text}
          className="crm-settings__notice"
        />
      ) : null}
      {failed ? <Message severity="error" role="alert" text={t("stages.load-failed")} /> : null}
      <ol className="crm-stages" aria-label={t("stages.title")}>
        {stages.map((stage, index) => (
          <li key={`${stage.id}-${stage.name}-${stage.tag}`} className="crm-stage" data-testid={`stage-${stage.id}`}>
            <span className="crm-stage__position">{index + 1}</span>
            <InputText
              defaultValue={stage.name}
              aria-label={t("stages.name-of", { position: index + 1 })}
              maxLength={60}
              onBlur={(event) => rename(stage, event.currentTarget.value)}
              onKeyDown={keys(stage, index)}
              className="crm-stage__name"
            />
            <label htmlFor={`crm-stage-tag-${stage.id}`} className="visually-hidden">
              {t("stages.tag-of", { name: stage.name })}
            </label>
            <Dropdown
              inputId={`crm-stage-tag-${stage.id}`}
              pt={HIDDEN_DUPLICATES}
              value={stage.tag}
              options={tags}
              onChange={(event) =>
                void run(
                  () => updateCrmStage(stage.id, { tag: event.value as CrmStageTag }),
                  t("stages.saved", { name: stage.name }),
                )
              }
              className="crm-stage__tag"
              disabled={busy}
            />
            <span className="crm-stage__customers">{t("stages.customers", { count: stage.customers })}</span>
            <Button
              type="button"
              icon="pi pi-arrow-up"
              text
              aria-label={t("stages.up", { name: stage.name })}
              disabled={busy || index === 0}
              onClick={() => void move(stage, index - 1)}
            />
            <Button
              type="button"
              icon="pi pi-arrow-down"
              text
              aria-label={t("stages.down", { name: stage.name })}
              disabled={busy || index === stages.length - 1}
              onClick={() => void move(stage, index + 1)}
            />
            <Button
              type="button"
              icon="pi pi-trash"
              text
              severity="danger"
              aria-label={t("stages.remove", { name: stage.name })}
              disabled={busy}
              onClick={() => setRemoving(stage)}
            />
          </li>
        ))}
      </ol>
      <form
        className="crm-settings__add"
        onSubmit={(event) => {
          event.preventDefault();
          void run(
            () => createCrmStage({ name: newName, tag: newTag }).then(() => setNewName("")),
            t("stages.created", { name: newName.trim() }),
          );
        }}
      >
        <InputText
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
          placeholder={t("stages.new-placeholder")}
          aria-label={t("stages.new-name")}
          maxLength={60}
        />
        <label htmlFor="crm-stage-new-tag" className="visually-hidden">
          {t("stages.new-tag")}
        </label>
        <Dropdown
          inputId="crm-stage-new-tag"
          pt={HIDDEN_DUPLICATES}
          value={newTag}
          options={tags}
          onChange={(event) => setNewTag(event.value as CrmStageTag)}
        />
        <Button type="submit" icon="pi pi-plus" label={t("stages.add")} disabled={busy} />
      </form>
      <ConfirmDialog
        group="remove-crm-stage"
        visible={removing !== null}
        header={t("stages.remove-title")}
        message={t("stages.remove-message", { name: removing?.name ?? "" })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("common:actions.yes")}
        rejectLabel={t("common:actions.no")}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => {
          const stage = removing;
          setRemoving(null);
          if (stage) void run(() => removeCrmStage(stage.id), t("stages.removed", { name: stage.name }));
        }}
        reject={() => setRemoving(null)}
        onHide={() => setRemoving(null)}
      />
    </div>
  );
}
