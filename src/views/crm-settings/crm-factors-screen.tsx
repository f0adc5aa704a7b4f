import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FACTOR_PLACEHOLDERS, FACTOR_UPDATE_FAILURE_RELOAD_MS } from "../../domain/crm-settings.ts";
import type { CrmFactor } from "../../schemas/crm-settings.ts";
import {
  createCrmFactor,
  createCrmOption,
  listCrmFactors,
  removeCrmFactor,
  removeCrmOption,
  updateCrmFactor,
} from "../../services/api/crm-settings.ts";
import { useLazyToast } from "../components/data-table/use-lazy-toast.tsx";
import { failureText } from "../components/form/api-failure.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import "./crm-settings.css";

/**
 * /settings/crm-factors (CNF 6, spec 2.10, 5.5, 8, 9): the factors and their options. A factor is created only with a
 * name, an option only with a name; deleting a factor asks 'Você realmente deseja excluir o fator {name}?' (Sim/Não).
 * A failed rename shows 'Erro ao atualizar fator...' for 1 s and reloads the page (spec 9). 'Motivo da perda' is
 * locked: the funnel asks the loss reason from it.
 */
export function CrmFactorsScreen() {
  const { t } = useTranslation(["crm-settings", "common"]);
  const resource = useResource(listCrmFactors);
  const { data, failed } = useResourceData(resource);
  const factors = data?.data ?? [];
  const toast = useLazyToast();
  const [newName, setNewName] = useState("");
  const [optionNames, setOptionNames] = useState<Record<number, string>>({});
  const [removing, setRemoving] = useState<CrmFactor | null>(null);
  const [busy, setBusy] = useState(false);
  const placeholder = FACTOR_PLACEHOLDERS[factors.length % FACTOR_PLACEHOLDERS.length];

  const run = async (work: () => Promise<unknown>, success: string | null, onFailure?: (failure: unknown) => void) => {
    setBusy(true);
    try {
      await work();
      if (success) toast.show({ severity: "success", summary: success, life: 3000 });
    } catch (failure) {
      if (onFailure) onFailure(failure);
      else
        toast.show({ severity: "error", summary: failureText(t, failure, "crm-settings:factors.failed"), life: 5000 });
    } finally {
      setBusy(false);
      resource.send({ type: "reload" });
    }
  };

  const rename = (factor: CrmFactor, name: string) => {
    if (name.trim() === factor.name) return;
    if (name.trim() === "") {
      toast.show({ severity: "warn", summary: t("factors.name-required"), life: 3000 });
      return;
    }
    void run(
      () => updateCrmFactor(factor, name),
      t("factors.saved", { name: name.trim() }),
      (failure) => {
        toast.show({
          severity: "warn",
          summary: t("factors.update-failed"),
          detail: failureText(t, failure, "crm-settings:factors.update-failed"),
          life: FACTOR_UPDATE_FAILURE_RELOAD_MS,
        });
        window.setTimeout(() => window.location.reload(), FACTOR_UPDATE_FAILURE_RELOAD_MS);
      },
    );
  };

  const remove = (factor: CrmFactor) =>
    run(
      () => removeCrmFactor(factor.id),
      t("factors.removed"),
      (failure) => {
        console.error("crm factor removal failed", failure);
        toast.show({
          severity: "error",
          summary: t("factors.remove-failed"),
          detail: failureText(t, failure, "crm-settings:factors.remove-failed"),
          life: 6000,
        });
      },
    );

  return (
    <div className="crm-settings">
      {toast.element}
      <p className="crm-settings__hint">{t("factors.hint")}</p>
      {failed ? <Message severity="error" role="alert" text={t("factors.load-failed")} /> : null}
      <form
        className="crm-settings__add"
        onSubmit={(event) => {
          event.preventDefault();
          if (newName.trim() === "") {
            toast.show({ severity: "warn", summary: t("factors.name-required"), life: 3000 });
            return;
          }
          void run(() => createCrmFactor(newName).then(() => setNewName("")), t("factors.created"));
        }}
      >
        <InputText
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
          placeholder={placeholder}
          aria-label={t("factors.new-name")}
          maxLength={80}
        />
        <Button type="submit" icon="pi pi-plus" label={t("factors.add")} disabled={busy} />
      </form>
      <div className="crm-factors">
        {factors.map((factor, index) => (
          <section key={`${factor.id}-${factor.name}`} className="crm-factor" aria-label={factor.name}>
            <div className="crm-factor__head">
              <InputText
                defaultValue={factor.name}
                placeholder={FACTOR_PLACEHOLDERS[index % FACTOR_PLACEHOLDERS.length]}
                aria-label={t("factors.name-of", { name: factor.name })}
                maxLength={80}
                disabled={factor.locked}
                onBlur={(event) => rename(factor, event.currentTarget.value)}
                onKeyDown={(event) => event.key === "Enter" && rename(factor, event.currentTarget.value)}
              />
              {factor.locked ? null : (
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={t("factors.remove", { name: factor.name })}
                  disabled={busy}
                  onClick={() => setRemoving(factor)}
                />
              )}
            </div>
            {factor.locked ? <small className="crm-factor__locked">{t("factors.locked")}</small> : null}
            <ul className="crm-factor__options">
              {factor.data.map((option) => (
                <li key={option.id} className="crm-option">
                  <span>{option.name}</span>
                  <Button
                    type="button"
                    icon="pi pi-times"
                    text
                    rounded
                    size="small"
                    aria-label={t("factors.remove-option", { name: option.name })}
                    disabled={busy}
                    onClick={() =>
                      void run(() => removeCrmOption(option.id), t("factors.option-removed", { name: option.name }))
                    }
                  />
                </li>
              ))}
            </ul>
            <form
              className="crm-factor__add-option"
              onSubmit={(event) => {
                event.preventDefault();
                const name = optionNames[factor.id] ?? "";
                if (name.trim() === "") {
                  toast.show({ severity: "warn", summary: t("factors.option-required"), life: 3000 });
                  return;
                }
                void run(
                  () =>
                    createCrmOption(factor.id, name).then(() => setOptionNames((all) => ({ ...all, [factor.id]: "" }))),
                  t("factors.option-created", { name: name.trim() }),
                );
              }}
            >
              <InputText
                value={optionNames[factor.id] ?? ""}
                onChange={(event) => setOptionNames((all) => ({ ...all, [factor.id]: event.target.value }))}
                placeholder={t("factors.new-option")}
                aria-label={t("factors.new-option-of", { name: factor.name })}
                maxLength={80}
              />
              <Button
                type="submit"
                icon="pi pi-plus"
                aria-label={t("factors.add-option", { name: factor.name })}
                disabled={busy}
              />
            </form>
          </section>
        ))}
      </div>
      <ConfirmDialog
        group="remove-crm-factor"
        visible={removing !== null}
        message={t("factors.remove-message", { name: removing?.name ?? "" })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("common:actions.yes")}
        rejectLabel={t("common:actions.no")}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => {
          const factor = removing;
          setRemoving(null);
          if (factor) void remove(factor);
        }}
        reject={() => setRemoving(null)}
        onHide={() => setRemoving(null)}
      />
    </div>
  );
}
