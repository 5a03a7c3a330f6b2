import { isApiError } from "../../../app/api/client";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { CurrentPasswordField } from "./CurrentPasswordField";
import { NewPasswordField } from "./NewPasswordField";
import { useChangePassword } from "./queries";
import { sendFormThenReset } from "./sendFormThenReset";

/** Changes the password, given the current one; the account's other sessions are signed out. */
export function ChangePasswordForm() {
  const t = useT();
  const change = useChangePassword();
  const wrongPassword = isApiError(change.error) && change.error.code === "WRONG_PASSWORD";
  const submit = sendFormThenReset(change, (data) => ({
    currentPassword: String(data.get("currentPassword") ?? ""),
    password: String(data.get("password") ?? ""),
  }));
  return (
    <section className="tile stack" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t("settings.account.password.title")}</h2>
      <form className="stack" onSubmit={submit} data-testid="change-password-form">
        <CurrentPasswordField
          label={t("settings.account.password.current")}
          name="currentPassword"
          wrong={wrongPassword}
        />
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
