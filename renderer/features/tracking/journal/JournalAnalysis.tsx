import { useId } from "react";
import { AnalyticsList } from "../../analysis";
import { useT } from "../../../app/i18n/useT";

/**
 * "The analysis cards below" the journal: the analytics list of renderer/features/analysis (
 * docs/features/tracking.md: study and type filters, 10 at a time, each opening its cards) under the journal's heading.
 */
export function JournalAnalysis() {
  const t = useT();
  const headingId = useId();
  return (
    // The list is the region its heading names: one landmark, not two of the same name.
    <div className="stack" data-testid="journal-analysis">
      <h2 id={headingId}>{t("journal.analysis.title")}</h2>
      <AnalyticsList labelledBy={headingId} />
    </div>
  );
}
