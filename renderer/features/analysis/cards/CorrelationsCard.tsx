import type { AnalysisCorrelationsCard } from "../../../../card-schemas";
import {
  CORRELATION_LAGS,
  CORRELATION_WINDOW_DAYS,
  FALSE_DISCOVERY_RATE,
  MIN_PAIRED_DAYS,
  PAID_CORRELATIONS,
} from "../../../../engine/analysis/correlation";
import { NoAssociationFound } from "../correlations/CorrelationBasis";
import { NotEnoughData } from "../correlations/NotEnoughData";
import { CorrelationItem } from "../correlations/CorrelationItem";
import { HelpToggle } from "../correlations/HelpToggle";
import { TestedPairs } from "../correlations/TestedPairs";
import { useIntl, useT } from "../../../app/i18n/useT";
import { AnalysisCardFrame } from "../AnalysisCardFrame";
import "../correlations/correlations.css";

/** Where a patient finds an author to follow: a paid link unlocks every correlation (docs/features/analysis.md). */
export const AUTHOR_SEARCH_PATH = "/app/patient/ressources/autors";

/**
 * ANALYSIS_CORRELATIONS (docs/features/analysis.md): the correlations of the last 30 days, strongest
 * first, each with its bar, confidence, lag, N and window; 3 without a paid author link, with a
 * message on how to see the rest; then every pair compared, "no association found" where there was
 * none; a help text explaining the test that toggles. The header counts comparisons, not people.
 */
export function CorrelationsCard({ card }: { card: AnalysisCorrelationsCard }) {
  const t = useT();
  const intl = useIntl();
  const outcome = { from: card.from, to: card.to, tested: card.n };

  return (
    <AnalysisCardFrame
      id={card.id}
      title={t("analysis.correlations.title")}
      n={card.n}
      counts="comparisons"
      from={card.from}
      to={card.to}
      drawable
      testId="correlations"
    >
      {card.items.length === 0 && card.n === 0 && <NotEnoughData answer={card} />}
      {card.items.length === 0 && card.n > 0 && <NoAssociationFound answer={outcome} />}
      {card.items.length > 0 && (
        <ol className="correlation-list" data-testid="correlation-list">
          {card.items.map((item) => (
            <li key={item.id} className="correlation-list__item">
              <CorrelationItem correlation={item} />
            </li>
          ))}
        </ol>
      )}
      {card.limited && (
        <p className="correlation__upsell" data-testid="correlations-upsell">
          {t("analysis.correlations.limited", { shown: card.items.length, total: card.total })}{" "}
          <a href={AUTHOR_SEARCH_PATH}>{t("analysis.correlations.unlock", { max: PAID_CORRELATIONS })}</a>
        </p>
      )}
      <TestedPairs card={card} />
      <HelpToggle
        showLabel={t("analysis.correlations.showHelp")}
        hideLabel={t("analysis.correlations.hideHelp")}
        testId="correlations-help"
      >
        <p>{t("analysis.correlations.helpTest", { days: CORRELATION_WINDOW_DAYS })}</p>
        <p>{t("analysis.correlations.helpLag", { lags: CORRELATION_LAGS.length })}</p>
        <p>{t("analysis.correlations.helpN", { min: MIN_PAIRED_DAYS })}</p>
        <p>
          {t("analysis.correlations.helpChance", {
            rate: intl.formatNumber(FALSE_DISCOVERY_RATE, { style: "percent" }),
          })}
        </p>
      </HelpToggle>
    </AnalysisCardFrame>
  );
}
