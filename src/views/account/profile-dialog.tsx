import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { Password } from "primereact/password";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProfileMachineInput } from "../../machines/profile.machine.ts";
import { changesEmail } from "../../domain/profile.ts";
import type { Profile, ProfileInput } from "../../schemas/users.ts";
import { failureText, fieldMessage, onlyFields } from "../components/form/api-failure.ts";
import { FormField, messageIdOf } from "../components/form/form-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { ModalForm } from "../components/modal-form/modal-form.tsx";
import { useProfileActor } from "./use-profile.ts";
import { isEmail } from "../../domain/text.ts";

export type ProfileDialogProps = {
  readonly visible: boolean;
  readonly onHide: () => void;
  /** The server saved the profile (the session's name should follow). */
  readonly onSaved: (profile: Profile) => void;
  /** Tests give a machine with their own actors. */
  readonly machine?: ProfileMachineInput;
};

/** "Meu perfil" (spec 2.8): each opening loads the user's data afresh. */
export function ProfileDialog({ visible, ...flow }: ProfileDialogProps) {
  return visible ? <ProfileFlow {...flow} /> : null;
}

function ProfileFlow({ onHide, onSaved, machine }: Omit<ProfileDialogProps, "visible">) {
  const { t } = useTranslation(["account", "common"]);
  const flow = useProfileActor((profile) => {
    onSaved(profile);
    onHide();
  }, machine);
  const profile = useSelector(flow, (s) => s.context.profile);
  const failure = useSelector(flow, (s) => s.context.failure);
  const loading = useSelector(flow, (s) => s.hasTag("loading"));
  const loadFailed = useSelector(flow, (s) => s.hasTag("load-failed"));
  const busy = useSelector(flow, (s) => s.hasTag("busy"));
  const saveFailed = useSelector(flow, (s) => s.hasTag("save-failed"));
  const passwordMissing = useSelector(flow, (s) => s.hasTag("password-missing"));

  if (loading || loadFailed || !profile) {
    return (
      <ModalForm visible header={t("profile.title")} onHide={onHide} onSubmit={() => {}} hasErrors={false} busy>
        {loadFailed ? (
          <div className="flex flex-column gap-2 align-items-start">
            <Message
              severity="error"
              role="alert"
              text={failureText(t, failure, "profile.load-failed")}
              className="w-full"
            />
            <Button type="button" label={t("profile.retry")} onClick={() => flow.send({ type: "profile.retry" })} />
          </div>
        ) : (
          <p>{t("common:status.loading")}</p>
        )}
      </ModalForm>
    );
  }
  return (
    <ProfileForm
      profile={profile}
      busy={busy}
      failure={saveFailed ? failure : null}
      passwordMissing={passwordMissing}
      generalFailure={
        saveFailed && !onlyFields(failure, FIELDS) ? failureText(t, failure, "profile.save-failed") : null
      }
      onSubmit={(input) => flow.send({ type: "profile.save", input })}
      onHide={onHide}
    />
  );
}

/** The fields the form shows: a 422 about them only is told under them. */
const FIELDS = ["name", "email", "currentPassword"];

type ProfileFormProps = {
  readonly profile: Profile;
  readonly busy: boolean;
  readonly failure: unknown;
  /** A new e-mail was sent to save without the current password (the flow kept it). */
  readonly passwordMissing: boolean;
  readonly generalFailure: string | null;
  readonly onSubmit: (input: ProfileInput) => void;
  readonly onHide: () => void;
};

function ProfileForm({ profile, busy, failure, passwordMissing, generalFailure, onSubmit, onHide }: ProfileFormProps) {
  const { t } = useTranslation(["account", "common"]);
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const [currentPassword, setCurrentPassword] = useState("");
  // The server's word on a field holds for the value it judged: editing the field takes it away.
  const [submitted, setSubmitted] = useState<ProfileInput | null>(null);
  const serverMessage = (field: "name" | "email" | "currentPassword", value: string) =>
    submitted?.[field] === value ? fieldMessage(failure, field) : null;
  const nameError = name.trim() === "" ? t("profile.required") : serverMessage("name", name.trim());
  const emailError =
    email.trim() === ""
      ? t("profile.required")
      : !isEmail(email.trim())
        ? t("profile.invalid-email")
        : serverMessage("email", email.trim());
  // Password-reset links go to the e-mail: a new one needs the current password.
  const asksPassword = changesEmail(profile.email, email);
  const passwordError =
    passwordMissing && currentPassword === ""
      ? t("profile.required")
      : serverMessage("currentPassword", currentPassword);
  const invalid = name.trim() === "" || email.trim() === "" || !isEmail(email.trim());
  const units = profile.companies.map((c) => c.name).join(", ");
  return (
    <ModalForm
      visible
      header={t("profile.title")}
      onHide={onHide}
      onSubmit={() => {
        if (invalid) return;
        const input = { name: name.trim(), email: email.trim(), ...(asksPassword ? { currentPassword } : {}) };
        setSubmitted(input);
        onSubmit(input);
      }}
      hasErrors={Boolean(nameError || emailError || (asksPassword && passwordError))}
      busy={busy}
      className="profile-dialog"
    >
      <dl className="profile-dialog__facts">
        <dt>{t("profile.login")}</dt>
        <dd>{profile.login}</dd>
        <dt>{t("profile.account")}</dt>
        <dd>{profile.account}</dd>
        <dt>{t("profile.units")}</dt>
        <dd>{units || t("profile.no-units")}</dd>
      </dl>
      <TextField
        id="profile-name"
        label={t("profile.name")}
        value={name}
        onChange={setName}
        maxLength={120}
        autoComplete="name"
        required
        error={nameError}
      />
      <TextField
        id="profile-email"
        label={t("profile.email")}
        type="email"
        value={email}
        onChange={setEmail}
        maxLength={254}
        autoComplete="email"
        required
        error={emailError}
      />
      {asksPassword ? (
        <CurrentPasswordField value={currentPassword} onChange={setCurrentPassword} error={passwordError} />
      ) : null}
      {generalFailure ? <Message severity="error" role="alert" text={generalFailure} className="w-full" /> : null}
    </ModalForm>
  );
}

type CurrentPasswordFieldProps = {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
};

function CurrentPasswordField({ value, onChange, error }: CurrentPasswordFieldProps) {
  const { t } = useTranslation("account");
  const id = "profile-current-password";
  const hintId = `${id}-hint`;
  return (
    <FormField id={id} label={t("profile.current-password")} message={error}>
      <Password
        inputId={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        feedback={false}
        toggleMask
        aria-required="true"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${hintId} ${messageIdOf(id)}` : hintId}
        invalid={Boolean(error)}
        autoComplete="current-password"
        className="w-full"
        inputClassName="w-full"
        pt={{
          showIcon: { "aria-label": t("change-password.show-password") },
          hideIcon: { "aria-label": t("change-password.hide-password") },
        }}
      />
      <small id={hintId} className="block mt-1">
        {t("profile.current-password-hint")}
      </small>
    </FormField>
  );
}
