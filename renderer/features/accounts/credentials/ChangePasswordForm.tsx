import { useId, type FormEvent } from "react";
import { PASSWORD_MAX_LENGTH } from "../../../../engine/tracking";
import { isApiError } from "../../../app/api/client";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { NewPasswordField } from "./NewPasswordField";
import { useChangePassword } from "./queries";

/** Changes the password, given the current one; the account's other sessions are signed out. */
export function ChangePasswordForm() {
  const t = useT();
  const change = useChangePassword();
  const ids = { current: useId(), error: useId() };
  const wrongPassword = isApiError(change.error) && change.error.code === "WRONG_PASSWORD";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    change.mutate(
      {
        currentPassword: String(data.get("currentPassword") ?? ""),
        password: String(data.get("password") ?? ""),
      },
      { onSuccess: () => form.reset() },
    );
  }

  return (
    <section className="tile stack" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t("settings.account.password.title")}</h2>
      <form className="stack" onSubmit={submit} data-testid="change-password-form">
        <div className="field">
          <label className="field__label" htmlFor={ids.current}>
            {t("settings.account.password.current")}
          </label>
          <input
            id={ids.current}
            name="currentPassword"
            type="password"
            className="field__input"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
            aria-invalid={wrongPassword || undefined}
            aria-describedby={wrongPassword ? ids.error : undefined}
          />
          {wrongPassword && (
            <p id={ids.error} className="field__error" role="alert">
              {t("settings.account.wrongPassword")}
            </p>
          )}
        </div>
        <NewPasswordField label={t("settings.account.password.new")} />
        {change.isError && !wrongPassword && <ErrorAlert error={change.error} />}
        {change.isSuccess && (
          <p role="status" data-testid="change-password-done">
            {t("settings.account.password.done")}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={change.isPending}>
          {change.isPending ? t("auth.submitting") : t("settings.account.password.submit")}
        </button>
      </form>
    </section>
  );
}
