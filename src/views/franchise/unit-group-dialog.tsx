import { Checkbox } from "primereact/checkbox";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cleanText } from "../../domain/text.ts";
import type { FranchiseOptions, UnitGroup, UnitGroupInput } from "../../schemas/franchise.ts";
import { failureText, fieldMessage, onlyFields } from "../components/form/api-failure.ts";
import { MultiSelectField } from "../components/form/multi-select-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { ModalForm } from "../components/modal-form/modal-form.tsx";

export type UnitGroupDialogProps = {
  /** The group to edit; absent to add one. */
  readonly group?: UnitGroup;
  readonly units: FranchiseOptions["units"];
  readonly busy: boolean;
  readonly failure: unknown;
  readonly onSubmit: (values: UnitGroupInput) => void;
  readonly onHide: () => void;
};

/** Adds or edits a unit group: name (required), description, active and its units. */
export function UnitGroupDialog({ group, units, busy, failure, onSubmit, onHide }: UnitGroupDialogProps) {
  const { t } = useTranslation("franchise");
  const [name, setName] = useState(group?.name ?? "");
  const [description, setDescription] = useState(group?.description ?? "");
  const [active, setActive] = useState(group?.active ?? true);
  const [companyIds, setCompanyIds] = useState<ReadonlyArray<number>>(group?.units.map((u) => u.id) ?? []);
  const [touched, setTouched] = useState(false);
  const nameMissing = cleanText(name) === "";
  const general =
    failure && !onlyFields(failure, ["name", "description", "active", "companyIds"])
      ? failureText(t, failure, "franchise:groups.failed")
      : null;
  return (
    <ModalForm
      visible
      header={group ? t("groups.edit") : t("groups.new")}
      onHide={onHide}
      onSubmit={() => {
        setTouched(true);
        if (!nameMissing) onSubmit({ name: cleanText(name), description: cleanText(description), active, companyIds });
      }}
      hasErrors={touched && nameMissing}
      busy={busy}
      className="franchise-dialog"
    >
      <TextField
        id="unit-group-name"
        label={t("groups.name")}
        value={name}
        onChange={(value) => {
          setTouched(true);
          setName(value);
        }}
        maxLength={80}
        required
        error={touched && nameMissing ? t("issues.required") : fieldMessage(failure, "name")}
      />
      <TextField
        id="unit-group-description"
        label={t("groups.description")}
        value={description}
        onChange={setDescription}
        maxLength={400}
        multiline
        error={fieldMessage(failure, "description")}
      />
      <MultiSelectField
        id="unit-group-units"
        label={t("groups.units")}
        value={companyIds}
        options={units.map((u) => ({ value: u.id as number, label: u.name }))}
        onChange={setCompanyIds}
        placeholder={t("groups.units-placeholder")}
        filter
        error={fieldMessage(failure, "companyIds")}
      />
      <div className="franchise-check">
        <Checkbox
          inputId="unit-group-active"
          checked={active}
          onChange={(event) => setActive(event.checked === true)}
        />
        <label htmlFor="unit-group-active">{t("groups.active")}</label>
      </div>
      {general ? <Message severity="error" role="alert" text={general} className="w-full" /> : null}
    </ModalForm>
  );
}
