import { useState } from "react";
import { useTranslation } from "react-i18next";

export type AuthFormFieldProps = {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  type?: "text" | "password";
  autoComplete: string;
  autoFocus?: boolean;
};

/** A labelled text or password input in the theme's look, its error below; passwords can be shown. */
export function AuthFormField({ id, name, label, error, type = "text", autoComplete, autoFocus }: AuthFormFieldProps) {
  const { t } = useTranslation("auth");
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  const input = (
    <input
      id={id}
      name={name}
      type={type === "password" && !revealed ? "password" : "text"}
      autoComplete={autoComplete}
      // biome-ignore lint/a11y/noAutofocus: the first field of a sign-in page is where every user starts.
      autoFocus={autoFocus}
      spellCheck={false}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className={`p-inputtext p-component auth-form__input${error ? " p-invalid" : ""}`}
    />
  );
  return (
    <div className="auth-form__field">
      <label htmlFor={id}>{label}</label>
      {type === "password" ? (
        <div className="password-input">
          {input}
          <button
            type="button"
            className="password-input__toggle icon-button"
            aria-label={t(revealed ? "login.hide-password" : "login.show-password")}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed(!revealed)}
          >
            <i className={`pi ${revealed ? "pi-eye-slash" : "pi-eye"}`} aria-hidden="true" />
          </button>
        </div>
      ) : (
        input
      )}
      {error ? (
        <small id={errorId} className="auth-form__error">
          {error}
        </small>
      ) : null}
    </div>
  );
}
