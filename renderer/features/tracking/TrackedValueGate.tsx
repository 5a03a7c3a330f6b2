import type { ReactNode } from "react";
import type { DailyActivityView, LocalizedDataValue } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useTrackedValue } from "./useTrackedValue";

/** Loads a data value and today's entry for it, showing the loading and error states, then renders `children`. */
export function TrackedValueGate({
  valueKey,
  date,
  children,
}: {
  valueKey: string;
  date: string;
  children: (dataValue: LocalizedDataValue, entry: DailyActivityView | undefined) => ReactNode;
}) {
  const t = useT();
  const tracked = useTrackedValue(valueKey, date);
  if (tracked.status === "pending") {
    return (
      <p className="muted" role="status">
        {t("common.loading")}
      </p>
    );
  }
  if (tracked.status === "error") {
    return (
      <>
        <ErrorAlert error={tracked.error} />
        <button type="button" className="btn" onClick={tracked.retry}>
          {t("common.retry")}
        </button>
      </>
    );
  }
  return <>{children(tracked.dataValue, tracked.entry)}</>;
}
