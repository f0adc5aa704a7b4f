import { useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ThemeButton } from "../components/theme-button.tsx";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { AuthCard } from "./auth-card.tsx";
import { describeAuthError } from "./describe-auth-error.ts";
import { AuthFormField } from "./form-field.tsx";
import { FormMessage } from "./form-message.tsx";
import { usePasswordResetRequestActor } from "./use-password-reset-actors.ts";

/** /user/esqueci-a-senha: asks for a reset link by login or e-mail and shows the server's neutral answer. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation(["auth", "common"]);
  const localized = useLocalizedPath();
  const flow = usePasswordResetRequestActor();
  const busy = useSelector(flow, (s) => s.hasTag("busy"));
  const sent = useSelector(flow, (s) => s.hasTag("sent"));
  const answer = useSelector(flow, (s) => s.context.answer);
  const error = useSelector(flow, (s) => s.context.error);
  const described = describeAuthError(
    error,
    { connection: t("common:errors.connection"), fallback: t("auth:errors.fallback") },
    ["login"],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const login = String(new FormData(event.currentTarget).get("login") ?? "").trim();
    flow.send({ type: "reset-request.submit", login });
  };

  return (
    <AuthCard
      headingId="forgot-heading"
      heading={t("auth:forgot.heading")}
      intro={sent ? undefined : t("auth:forgot.intro")}
    >
      {sent && answer ? (
        <>
          <FormMessage severity="success" text={answer} />
          <ThemeButton
            label={t("auth:forgot.again")}
            variant="outlined"
            className="auth-form__submit"
            onClick={() => flow.send({ type: "reset-request.again" })}
          />
        </>
      ) : (
        <>
          {described?.message ? <FormMessage severity="error" text={described.message} /> : null}
          <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
            <AuthFormField
              id="forgot-login"
              name="login"
              label={t("auth:forgot.login")}
              autoComplete="username"
              autoFocus
              error={described?.fields.login}
            />
            <ThemeButton type="submit" label={t("auth:forgot.submit")} loading={busy} className="auth-form__submit" />
          </form>
        </>
      )}
      <p className="auth-card__links">
        <Link to={localized("/user/login")}>
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t("auth:forgot.back")}
        </Link>
      </p>
    </AuthCard>
  );
}
