import { useState, type FormEvent } from "react";
import { PASSWORD_MAX_LENGTH } from "../../../engine/tracking";
import { useT } from "../../app/i18n/useT";
import "./sharing.css";

export interface ExternalPasswordFormProps {
  onSubmit: (password: string) => void;
  pending?: boolean;
  /** What went wrong with the last try, already worded. */
  error?: string;
}

/** The password an outside person gives to open a protected connection. */
export function ExternalPasswordForm({ onSubmit, pending = false, error }: ExternalPasswordFormProps) {
  const t = useT();
  const [password, setPassword] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(password);
  }
  return (
    <form className="tile sharing-password" onSubmit={submit} aria-labelledby="external-password-title">
      <h2 id="external-password-title">{t("sharing.external.passwordTitle")}</h2>
      <div className="field">
        <label className="field__label" htmlFor="external-password">
          {t("sharing.external.password")}
        </label>
        <input
          id="external-password"
          className="field__input"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "external-password-error" : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && (
          <p id="external-password-error" className="field__error" role="alert" data-testid="external-error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={pending || password === ""}>
        {t("sharing.external.open")}
      </button>
    </form>
  );
}
