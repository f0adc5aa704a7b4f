import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Dropdown } from "primereact/dropdown";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CreatedOption } from "../../../machines/option-create.machine.ts";
import { HIDDEN_DUPLICATES } from "./dropdown-a11y.ts";
import type { FieldOption, OptionValue } from "./field-option.ts";
import { FormField, messageAria } from "./form-field.tsx";
import { isNewOptionName, withCreatedOptions } from "./option-name.ts";
import { type OptionCreateRequest, useOptionCreateActor } from "./use-option-create-actor.ts";
import { useRequiredMessage } from "./use-required-message.ts";

export type CreatableDropdownFieldProps = {
  readonly id: string;
  readonly label: string;
  readonly value: OptionValue | null;
  readonly options: ReadonlyArray<FieldOption>;
  /** Also receives the id of an option created here, which is then selected. */
  readonly onChange: (value: OptionValue | null) => void;
  /** Where and how a typed name becomes a new option: POST `{ name }`, answer `{ id, name }`. */
  readonly create: OptionCreateRequest;
  /** Lets the caller add the new option to its own list. */
  readonly onCreated?: (option: CreatedOption) => void;
  /** Shows 'Preenchimento obrigatório' 500 ms after display while empty. */
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  readonly error?: string | null;
  readonly className?: string;
};

/** A dropdown whose search box offers to create the typed name when no option has it (spec 5.4 and 8). */
export function CreatableDropdownField({
  id,
  label,
  value,
  options,
  onChange,
  create,
  onCreated,
  required = false,
  disabled,
  placeholder,
  error,
  className,
}: CreatableDropdownFieldProps) {
  const { t } = useTranslation("form");
  const creator = useOptionCreateActor(create);
  const confirming = useSelector(creator, (snapshot) => snapshot.hasTag("confirming"));
  const creating = useSelector(creator, (snapshot) => snapshot.hasTag("creating"));
  const failed = useSelector(creator, (snapshot) => snapshot.hasTag("failed"));
  const name = useSelector(creator, (snapshot) => snapshot.context.name);
  const created = useSelector(creator, (snapshot) => snapshot.context.created);
  const [typed, setTyped] = useState("");

  const callbacks = useRef({ onChange, onCreated });
  useEffect(() => {
    callbacks.current = { onChange, onCreated };
  });
  useEffect(() => {
    const subscription = creator.on("created", ({ option }) => {
      callbacks.current.onChange(option.id);
      callbacks.current.onCreated?.(option);
    });
    return () => subscription.unsubscribe();
  }, [creator]);

  const shown = withCreatedOptions(options, created);
  const missing = useRequiredMessage(required, value === null);
  const message = error || (failed ? t("option-create.failed") : missing ? t("required") : null);

  return (
    <FormField id={id} label={label} message={message} alert={failed} className={className}>
      <Dropdown
        inputId={id}
        value={value}
        options={[...shown]}
        optionLabel="label"
        optionValue="value"
        optionDisabled="disabled"
        onChange={(event) => {
          creator.send({ type: "dismiss" });
          onChange(event.value ?? null);
        }}
        filter
        resetFilterOnHide
        onFilter={(event) => setTyped(event.filter)}
        onHide={() => setTyped("")}
        pt={{ ...HIDDEN_DUPLICATES, filterInput: { "aria-label": t("option-create.filter") } }}
        panelFooterTemplate={(_, hide) =>
          isNewOptionName(typed, shown) ? (
            <Button
              type="button"
              text
              icon="pi pi-plus"
              label={t("option-create.offer", { name: typed.trim() })}
              onClick={() => {
                hide();
                creator.send({ type: "create.requested", name: typed });
              }}
            />
          ) : null
        }
        disabled={disabled || creating}
        loading={creating}
        placeholder={creating ? t("option-create.creating") : placeholder}
        invalid={Boolean(message)}
        aria-required={required}
        {...messageAria(id, message)}
        className="w-full"
      />
      <ConfirmDialog
        group={`option-create-${id}`}
        visible={confirming}
        header={t("option-create.confirm-title")}
        message={t("option-create.confirm", { name })}
        acceptLabel={t("option-create.accept")}
        rejectLabel={t("option-create.reject")}
        accept={() => creator.send({ type: "confirm" })}
        reject={() => creator.send({ type: "cancel" })}
        onHide={() => creator.send({ type: "cancel" })}
      />
    </FormField>
  );
}
