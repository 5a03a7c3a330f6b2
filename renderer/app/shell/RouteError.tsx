import { useEffect } from "react";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { reportError } from "../errors/reportError";
import { useT } from "../i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";

/** A route that failed to load its code or its data: say so, report it, offer a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const t = useT();
  const router = useRouter();
  useEffect(() => reportError(error, { source: "route" }), [error]);
  return (
    <main id="main" className="page page--center">
      <ErrorAlert error={error} />
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t("common.retry")}
      </button>
    </main>
  );
}
