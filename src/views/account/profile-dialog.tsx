import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProfileMachineInput } from "../../machines/profile.machine.ts";
import type { Profile } from "../../schemas/users.ts";
import { failureText, fieldMessage, onlyFields } from "../components/form/api-failure.ts";
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
      generalFailure={
        saveFailed && !onlyFields(failure, ["name", "email"]) ? failureText(t, failure, "profile.save-failed") : null
      }
      onSubmit={(input) => flow.send({ type: "profile.save", input })}
      onHide={onHide}
    />
  );
}

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
      : !isEmail(email.trim())
        ? t("profile.invalid-email")
        : serverMessage("email", email);
  const invalid = name.trim() === "" || email.trim() === "" || !isEmail(email.trim());
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
      {generalFailure ? <Message severity="error" role="alert" text={generalFailure} className="w-full" /> : null}
    </ModalForm>
  );
}
