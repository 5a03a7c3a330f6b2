import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { useIntl, useT } from "../../app/i18n/useT";
import { JOURNAL_PATH } from "./correlations/NotEnoughData";
import "./analysis.css";

export interface AnalysisCardFrameProps {
  /** The card's id, for the heading's id. */
  id: string;
  title: string;
  n: number;
  /** What `n` counts: the points a chart rests on ("N = 12"), or the comparisons a correlation card made. */
  counts?: "points" | "comparisons";
  from: string;
  to: string;
  /** False: "not enough data" and the go-to-journal button instead of the children (docs/features/analysis.md). */
  drawable: boolean;
  testId: string;
  children: ReactNode;
}

/**
 * The frame every analysis card shares: its title, how many points it rests on and its window
 * ("N = 12 · 1 Nov – 30 Nov"), then the chart, or "not enough data" with a button to the journal.
 */
export function AnalysisCardFrame({
  id,
  title,
  n,
  counts = "points",
  from,
  to,
  drawable,
  testId,
  children,
}: AnalysisCardFrameProps) {
  const t = useT();
  const intl = useIntl();
  const titleId = `analysis-${id}`;
  const day = (date: string) => new Date(`${date}T12:00:00Z`);
  const window = intl.formatDateTimeRange(day(from), day(to), {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return (
    <section className="tile analysis-card" aria-labelledby={titleId} data-testid={testId}>
      <h2 className="tile__title" id={titleId}>
        {title}
      </h2>
      <p className="analysis-card__meta" data-testid="analysis-meta">
        {t(counts === "points" ? "analysis.meta" : "analysis.metaComparisons", { n, window })}
      </p>
      {drawable ? (
        children
      ) : (
        <div className="analysis-card__empty" data-testid="analysis-not-enough">
          <p className="muted">{t("analysis.notEnoughData")}</p>
          <Link to={JOURNAL_PATH} className="btn" data-testid="analysis-go-journal">
            {t("analysis.goToJournal")}
          </Link>
        </div>
      )}
    </section>
  );
}
