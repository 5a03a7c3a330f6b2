import { Link } from "@tanstack/react-router";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";

/** An emailed link that did not work: why (or `missingText` for a link without its token), and the way back to sign-in. */
export function LinkFailure({ error, missingText }: { error: unknown; missingText: string }) {
  const t = useT();
  return (
    <>
      {error !== undefined ? (
        <ErrorAlert error={error} />
      ) : (
        <div className="alert" role="alert" data-testid="error-alert">
          <p>{missingText}</p>
        </div>
      )}
      <Link to="/app/guest/auth" className="btn btn--primary">
        {t("auth.checkEmail.back")}
      </Link>
    </>
  );
}
