import { useSelector } from "@xstate/react";
import { type FormEvent, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { afterLoginHref } from "../app/guards.ts";
import { useSession } from "../app/session-context.tsx";
import { ThemeButton } from "../app/theme-button.tsx";
import { useLocale, useLocalizedPath } from "../app/use-locale.ts";
import { AuthCard } from "./auth-card.tsx";
import { describeAuthError } from "./describe-auth-error.ts";
import { FormField } from "./form-field.tsx";
import { FormMessage } from "./form-message.tsx";
import { noticeOf } from "./notice.ts";

/** /user/login: signs in through the session machine, then opens the page the user asked for. */
export function LoginScreen() {
  const { t } = useTranslation(["auth", "common"]);
  const session = useSession();
  const busy = useSelector(session, (s) => s.hasTag("busy"));
  const signedIn = useSelector(session, (s) => s.hasTag("signed-in"));
  const error = useSelector(session, (s) => s.context.signInError);
  const expired = useSelector(session, (s) => s.context.ended === "expired");
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const redirect = params.get("redirect");
  const notice = noticeOf(location.state);

  useEffect(() => {
    if (signedIn) navigate(afterLoginHref(redirect, locale), { replace: true });
  }, [signedIn, redirect, locale, navigate]);
  useEffect(() => () => session.send({ type: "session.forget-error" }), [session]);

  const described = describeAuthError(
    error,
    {
      invalid: t("auth:login.invalid"),
      connection: t("common:errors.connection"),
      fallback: t("auth:errors.fallback"),
    },
    ["login", "password"],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = { login: String(form.get("login") ?? "").trim(), password: String(form.get("password") ?? "") };
    session.send({ type: "session.sign-in", credentials });
  };

  return (
    <AuthCard headingId="login-heading" heading={t("auth:login.heading")} intro={t("auth:login.intro")}>
      {notice ? <FormMessage severity="success" text={notice} /> : null}
      {expired && redirect && !described ? <FormMessage severity="info" text={t("auth:login.expired")} /> : null}
      {described?.message ? <FormMessage severity="error" text={described.message} /> : null}
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <FormField
          id="login-login"
          name="login"
          label={t("auth:login.login")}
          autoComplete="username"
          autoFocus
          error={described?.fields.login}
        />
        <FormField
          id="login-password"
          name="password"
          type="password"
          label={t("auth:login.password")}
          autoComplete="current-password"
          error={described?.fields.password}
        />
        <ThemeButton type="submit" label={t("auth:login.submit")} loading={busy} className="auth-form__submit" />
      </form>
      <p className="auth-card__links">
        <Link to={localized("/user/esqueci-a-senha")}>{t("auth:login.forgot")}</Link>
      </p>
    </AuthCard>
  );
}
