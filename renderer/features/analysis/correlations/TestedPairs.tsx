import type { AnalysisCorrelationsCard } from "../../../../card-schemas";
import { useIntl, useT } from "../../../app/i18n/useT";

/**
 * Every pair the correlations compared, each with its N and window, "association found" or "no
 * association found": a patient sees which factors were looked at, not only those that stood out.
 */
export function TestedPairs({ card }: { card: Pick<AnalysisCorrelationsCard, "pairs" | "from" | "to"> }) {
  const t = useT();
  const intl = useIntl();
  if (card.pairs.length === 0) return null;
  const format = (day: string) =>
    intl.formatDate(`${day}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });
  const window = { from: format(card.from), to: format(card.to) };
  return (
    <section className="correlation-pairs" aria-labelledby="correlation-pairs-title">
      <h3 className="correlation-pairs__title" id="correlation-pairs-title">
        {t("analysis.correlations.pairsTitle")}
      </h3>
      <ul className="correlation-pairs__list" data-testid="correlation-pairs">
        {card.pairs.map((pair) => (
          <li
            key={`${pair.symptom}-${pair.dataValue}`}
            className={pair.found ? "correlation-pairs__found" : undefined}
            data-testid="correlation-pair"
          >
            <span>
              {t(pair.found ? "analysis.correlations.pairFound" : "analysis.correlations.pairNone", {
                symptom: pair.symptomName,
                value: pair.dataValueName,
              })}
            </span>{" "}
            <span className="correlation__basis">
              {t("correlations.basis", { count: pair.pairedDays, ...window })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
