import { useSelector } from "@xstate/react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { MIN_PASSWORD_LENGTH, passwordTooShort } from "../../domain/profile.ts";
import { ThemeButton } from "../components/theme-button.tsx";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { AuthCard } from "./auth-card.tsx";
import { describeAuthError } from "./describe-auth-error.ts";
import { AuthFormField } from "./form-field.tsx";
import { FormMessage } from "./form-message.tsx";
import { usePasswordResetActor } from "./use-password-reset-actors.ts";

/** /user/redefinir-senha?token=...: the e-mailed link; a new password, then the login page. */
export function ResetPasswordScreen() {
  const { t } = useTranslation("auth");
  const localized = useLocalizedPath();
  const token = useSearchParams()[0].get("token")?.trim() ?? "";
  return (
    <AuthCard headingId="reset-heading" heading={t("reset.heading")} intro={token ? t("reset.intro") : undefined}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <FormMessage severity="error" text={t("reset.missing-token")} />
          <p className="auth-card__links">
            <Link to={localized("/user/esqueci-a-senha")}>{t("reset.request-new")}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(["auth", "common"]);
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const flow = usePasswordResetActor(token);
  const [tooShort, setTooShort] = useState(false);
  const busy = useSelector(flow, (s) => s.hasTag("busy"));
  const answer = useSelector(flow, (s) => (s.hasTag("done") ? s.context.answer : null));
  const error = useSelector(flow, (s) => s.context.error);
  const described = describeAuthError(
    error,
    { connection: t("common:errors.connection"), fallback: t("auth:errors.fallback") },
    ["newPassword", "confirmedNewPassword"],
  );

  useEffect(() => {
    if (answer) navigate(localized("/user/login"), { replace: true, state: { notice: answer } });
  }, [answer, localized, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get("newPassword") ?? "");
    // The server's minimum, checked before sending: a short password never leaves the browser.
    setTooShort(passwordTooShort(newPassword));
    if (passwordTooShort(newPassword)) return;
    flow.send({
      type: "reset.submit",
      newPassword,
      confirmedNewPassword: String(form.get("confirmedNewPassword") ?? ""),
    });
  };

  return (
    <>
      {described?.message ? <FormMessage severity="error" text={described.message} /> : null}
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <AuthFormField
          id="reset-new-password"
          name="newPassword"
          type="password"
          label={t("auth:reset.new-password")}
          autoComplete="new-password"
          autoFocus
          error={tooShort ? t("auth:reset.min-length", { min: MIN_PASSWORD_LENGTH }) : described?.fields.newPassword}
        />
        <AuthFormField
          id="reset-confirmation"
          name="confirmedNewPassword"
          type="password"
          label={t("auth:reset.confirmation")}
          autoComplete="new-password"
          error={described?.fields.confirmedNewPassword}
        />
        <ThemeButton type="submit" label={t("auth:reset.submit")} loading={busy} className="auth-form__submit" />
      </form>
      <p className="auth-card__links">
        <Link to={localized("/user/login")}>
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t("auth:reset.back")}
        </Link>
      </p>
    </>
  );
}
