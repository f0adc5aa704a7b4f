import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProfileMachineInput } from "../../machines/profile.machine.ts";
import type { Profile } from "../../schemas/users.ts";
import { describeApiError, isApiError } from "../../services/api/api-error.ts";
import { FormField, messageAria } from "../components/form/form-field.tsx";
import { ModalForm } from "../components/modal-form/modal-form.tsx";
import { useProfileActor } from "./use-profile.ts";

export type ProfileDialogProps = {
  readonly visible: boolean;
  readonly onHide: () => void;
  /** The server saved the profile (the session's name should follow). */
  readonly onSaved: (profile: Profile) => void;
  /** Tests give a machine with their own actors. */
  readonly machine?: ProfileMachineInput;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Meu perfil" (spec 2.8): each opening loads the user's data afresh. */
export function ProfileDialog({ visible, ...flow }: ProfileDialogProps) {
  return visible ? <ProfileFlow {...flow} /> : null;
}

/** A 422's messages for one field, joined; null otherwise. */
function fieldMessage(failure: unknown, field: string): string | null {
  if (!isApiError(failure)) return null;
  const messages = failure.fields[field] ?? [];
  return messages.length ? messages.join(", ") : null;
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

  const failureText = (fallbackKey: string) =>
    describeApiError(failure, { fallback: t(fallbackKey), connection: t("common:errors.connection") });

  if (loading || loadFailed || !profile) {
    return (
      <ModalForm visible header={t("profile.title")} onHide={onHide} onSubmit={() => {}} hasErrors={false} busy>
        {loadFailed ? (
          <div className="flex flex-column gap-2 align-items-start">
            <Message severity="error" role="alert" text={failureText("profile.load-failed")} className="w-full" />
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
      generalFailure={saveFailed && !isFieldFailure(failure) ? failureText("profile.save-failed") : null}
      onSubmit={(input) => flow.send({ type: "profile.save", input })}
      onHide={onHide}
    />
  );
}

const isFieldFailure = (failure: unknown) =>
  isApiError(failure) &&
  failure._tag === "Validation" &&
  Object.keys(failure.fields).length > 0 &&
  Object.keys(failure.fields).every((field) => field === "name" || field === "email");

type ProfileFormProps = {
  readonly profile: Profile;
  readonly busy: boolean;
  readonly failure: unknown;
  readonly generalFailure: string | null;
  readonly onSubmit: (input: { name: string; email: string }) => void;
  readonly onHide: () => void;
};

function ProfileForm({ profile, busy, failure, generalFailure, onSubmit, onHide }: ProfileFormProps) {
  const { t } = useTranslation(["account", "common"]);
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  // The server's word on a field holds for the value it judged: editing the field takes it away.
  const [submitted, setSubmitted] = useState<{ name: string; email: string } | null>(null);
  const serverMessage = (field: "name" | "email", value: string) =>
    submitted?.[field] === value.trim() ? fieldMessage(failure, field) : null;
  const nameError = name.trim() === "" ? t("profile.required") : serverMessage("name", name);
  const emailError =
    email.trim() === ""
      ? t("profile.required")
      : !EMAIL.test(email.trim())
        ? t("profile.invalid-email")
        : serverMessage("email", email);
  const invalid = name.trim() === "" || email.trim() === "" || !EMAIL.test(email.trim());
  const units = profile.companies.map((c) => c.name).join(", ");
  return (
    <ModalForm
      visible
      header={t("profile.title")}
      onHide={onHide}
      onSubmit={() => {
        if (invalid) return;
        const input = { name: name.trim(), email: email.trim() };
        setSubmitted(input);
        onSubmit(input);
      }}
      hasErrors={Boolean(nameError || emailError)}
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
      <FormField id="profile-name" label={t("profile.name")} message={nameError}>
        <InputText
          id="profile-name"
          value={name}
          maxLength={120}
          autoComplete="name"
          aria-required
          invalid={Boolean(nameError)}
          {...messageAria("profile-name", nameError)}
          className="w-full"
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField id="profile-email" label={t("profile.email")} message={emailError}>
        <InputText
          id="profile-email"
          type="email"
          value={email}
          maxLength={254}
          autoComplete="email"
          aria-required
          invalid={Boolean(emailError)}
          {...messageAria("profile-email", emailError)}
          className="w-full"
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      {generalFailure ? <Message severity="error" role="alert" text={generalFailure} className="w-full" /> : null}
    </ModalForm>
  );
}
