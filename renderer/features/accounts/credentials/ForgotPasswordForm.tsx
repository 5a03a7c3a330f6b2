import { useEffect, useRef, type FormEvent } from "react";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { EmailField } from "./EmailField";
import { useForgotPassword } from "./queries";

/**
 * Asks for a password reset link. What follows says the same for any address: a link goes only
 * to an account, and nobody learns here whether the address has one.
 */
export function ForgotPasswordForm() {
  const t = useT();
  const forgot = useForgotPassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    forgot.mutate(String(new FormData(event.currentTarget).get("email") ?? "").trim());
  }

  if (forgot.isSuccess) return <LinkSent email={forgot.data.email} />;
  return (
    <form className="tile auth stack" onSubmit={submit} data-testid="forgot-password-form">
      <p>{t("auth.forgot.intro")}</p>
      <EmailField label={t("auth.email")} />
      {forgot.isError && <ErrorAlert error={forgot.error} />}
      <button type="submit" className="btn btn--primary btn--block" disabled={forgot.isPending}>
        {forgot.isPending ? t("auth.submitting") : t("auth.forgot.submit")}
      </button>
    </form>
  );
}

function LinkSent({ email }: { email: string }) {
  const t = useT();
  const title = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the news takes its place, and the focus.
  useEffect(() => title.current?.focus(), []);
  return (
    <section
      className="tile auth stack"
      data-testid="forgot-password-sent"
      aria-labelledby="forgot-password-sent"
    >
      <h2 id="forgot-password-sent" ref={title} tabIndex={-1}>
        {t("auth.checkEmail.title")}
      </h2>
      <p>{t("auth.forgot.sent", { email })}</p>
    </section>
  );
}
