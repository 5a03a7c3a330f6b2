import type { FormEvent } from "react";
import { Link } from "@tanstack/react-router";
import { isApiError } from "../../../app/api/client";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { NewPasswordField } from "./NewPasswordField";
import { useResetPassword } from "./queries";

/**
 * The new password of an emailed reset link. Saving it signs this browser in (`onDone` leads on)
 * and signs every other session out; a link used or expired says so and offers a new one.
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  const reset = useResetPassword();
  const linkGone = isApiError(reset.error) && reset.error.code.startsWith("RESET_LINK_");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    reset.mutate({ token, password }, { onSuccess: onDone });
  }

  return (
    <form className="tile auth stack" onSubmit={submit} data-testid="reset-password-form">
      <p>{t("auth.reset.intro")}</p>
      <NewPasswordField label={t("auth.reset.password")} />
      {reset.isError && <ErrorAlert error={reset.error} />}
      {linkGone ? (
        <Link to="/app/guest/auth/forgot" className="btn btn--primary btn--block">
          {t("auth.reset.again")}
        </Link>
      ) : (
        <button type="submit" className="btn btn--primary btn--block" disabled={reset.isPending}>
          {reset.isPending ? t("auth.submitting") : t("auth.reset.submit")}
        </button>
      )}
    </form>
  );
}
