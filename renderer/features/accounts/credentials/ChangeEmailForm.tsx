import { useId, type FormEvent } from "react";
import { PASSWORD_MAX_LENGTH } from "../../../../engine/tracking";
import { isApiError } from "../../../app/api/client";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useChangeEmail } from "./queries";

/**
 * Asks for a new email, given the password. The address changes only once the link mailed to it
 * is opened (EmailChangePage); what follows says the same whether the address is free or not.
 */
export function ChangeEmailForm({ email }: { email: string }) {
  const t = useT();
  const change = useChangeEmail();
  const ids = { email: useId(), password: useId(), error: useId() };
  const wrongPassword = isApiError(change.error) && change.error.code === "WRONG_PASSWORD";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    change.mutate(
      { email: String(data.get("email") ?? "").trim(), password: String(data.get("password") ?? "") },
      { onSuccess: () => form.reset() },
    );
  }

  return (
    <section className="tile stack" aria-labelledby="change-email-title">
      <h2 id="change-email-title">{t("settings.account.email.title")}</h2>
      <p className="muted">{t("settings.account.email.current", { email })}</p>
      <form className="stack" onSubmit={submit} data-testid="change-email-form">
        <div className="field">
          <label className="field__label" htmlFor={ids.email}>
            {t("settings.account.email.new")}
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            className="field__input"
            autoComplete="email"
            required
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.password}>
            {t("settings.account.email.password")}
          </label>
          <input
            id={ids.password}
            name="password"
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
        {change.isError && !wrongPassword && <ErrorAlert error={change.error} />}
        {change.isSuccess && (
          <p role="status" data-testid="change-email-sent">
            {t("settings.account.email.sent", { email: change.data.email })}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={change.isPending}>
          {change.isPending ? t("auth.submitting") : t("settings.account.email.submit")}
        </button>
      </form>
    </section>
  );
}
