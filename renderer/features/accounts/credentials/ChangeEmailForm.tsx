import { isApiError } from "../../../app/api/client";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { CurrentPasswordField } from "./CurrentPasswordField";
import { EmailField } from "./EmailField";
import { useChangeEmail } from "./queries";
import { sendFormThenReset } from "./sendFormThenReset";

/**
 * Asks for a new email, given the password. The address changes only once the link mailed to it
 * is opened (EmailChangePage); what follows says the same whether the address is free or not.
 */
export function ChangeEmailForm({ email }: { email: string }) {
  const t = useT();
  const change = useChangeEmail();
  const wrongPassword = isApiError(change.error) && change.error.code === "WRONG_PASSWORD";
  const submit = sendFormThenReset(change, (data) => ({
    email: String(data.get("email") ?? "").trim(),
    password: String(data.get("password") ?? ""),
  }));
  return (
    <section className="tile stack" aria-labelledby="change-email-title">
      <h2 id="change-email-title">{t("settings.account.email.title")}</h2>
      <p className="muted">{t("settings.account.email.current", { email })}</p>
      <form className="stack" onSubmit={submit} data-testid="change-email-form">
        <EmailField label={t("settings.account.email.new")} />
        <CurrentPasswordField
          label={t("settings.account.email.password")}
          name="password"
          wrong={wrongPassword}
        />
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
