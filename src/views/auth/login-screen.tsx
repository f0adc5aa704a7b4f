import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { OFFLINE } from "../../schemas/api-failure.ts";
import { signInWhenKnown } from "../shared/lazy-session.ts";
import { afterLoginHref } from "../shared/login-redirect.ts";
import { useLazySession, useSessionValue } from "../shared/session-context.tsx";
import { ThemeButton } from "../components/theme-button.tsx";
import { useLocale, useLocalizedPath } from "../shared/use-locale.ts";
import { AuthCard } from "./auth-card.tsx";
import { describeAuthError } from "./describe-auth-error.ts";
import { AuthFormField } from "./form-field.tsx";
import { FormMessage } from "./form-message.tsx";
import { noticeOf } from "./notice.ts";

const NO_CONNECTION = OFFLINE;

/**
 * /user/login: signs in through the session machine, then opens the page the user asked for. The page renders
 * before the session's code has arrived (it loads in the background); a submit waits for it.
 */
export function LoginScreen() {
  const { t } = useTranslation(["auth", "common"]);
  const session = useLazySession();
  const sessionBusy = useSessionValue((s) => s.hasTag("busy"), false);
  const signedIn = useSessionValue((s) => s.hasTag("signed-in"), false);
  const sessionError = useSessionValue((s) => s.context.signInError, null);
  const expired = useSessionValue((s) => s.context.ended === "expired", false);
  // From a submit until the machine takes it: the session's code or its first answer still on the way.
  const [waiting, setWaiting] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const redirect = params.get("redirect");
  const notice = noticeOf(location.state);
  const busy = sessionBusy || waiting;
  const error = unreachable ? NO_CONNECTION : sessionError;

  // Only a sign-in from this form leaves for the wanted page; a visitor found signed in is the guard's business.
  useEffect(() => {
    if (submitted && signedIn) navigate(afterLoginHref(redirect, locale), { replace: true });
  }, [submitted, signedIn, redirect, locale, navigate]);
  useEffect(() => () => session.current()?.send({ type: "session.forget-error" }), [session]);

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
    if (busy) return;
    setSubmitted(true);
    setUnreachable(false);
    setWaiting(true);
    session
      .load()
      .then((actor) => signInWhenKnown(actor, credentials))
      .then(
        (sent) => setUnreachable(!sent),
        () => setUnreachable(true),
      )
      .finally(() => setWaiting(false));
  };

  return (
    <AuthCard headingId="login-heading" heading={t("auth:login.heading")} intro={t("auth:login.intro")}>
      {notice ? <FormMessage severity="success" text={notice} /> : null}
      {expired && redirect && !described ? <FormMessage severity="info" text={t("auth:login.expired")} /> : null}
      {described?.message ? <FormMessage severity="error" text={described.message} /> : null}
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <AuthFormField
          id="login-login"
          name="login"
          label={t("auth:login.login")}
          autoComplete="username"
          autoFocus
          error={described?.fields.login}
        />
        <AuthFormField
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
