import { useMemo, useState } from "react";
import type { AnalysisSymptomsEvolutionCard } from "../../../../card-schemas";
import { ANALYSIS_CHART_HEIGHT, INTENSITY_DOMAIN } from "../analysisSizes";
import { DayChart } from "../../../ui/charts/DayChart";
import { DAY_CHART_COLORS, isDrawable } from "../../../ui/charts/daySeries";
import { useT } from "../../../app/i18n/useT";
import { AnalysisCardFrame } from "../AnalysisCardFrame";

/**
 * ANALYSIS_SYMPTOMS_EVOLUTION: several symptoms on one 0–5 chart, with a legend whose buttons hide
 * and show each symptom's line (aria-pressed says whether it is shown).
 */
export function SymptomsEvolutionCard({ card }: { card: AnalysisSymptomsEvolutionCard }) {
  const t = useT();
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const series = useMemo(
    () => card.series.map((one) => ({ name: one.name, points: one.points })),
    [card.series],
  );
  const toggle = (name: string) =>
    setHidden((names) => (names.includes(name) ? names.filter((one) => one !== name) : [...names, name]));
  return (
    <AnalysisCardFrame
      id={card.id}
      title={t("analysis.evolution.title")}
      n={card.n}
      from={card.from}
      to={card.to}
      drawable={isDrawable(series)}
      testId="analysis-symptoms-evolution"
    >
      <ul className="analysis-legend" aria-label={t("analysis.evolution.legend")}>
        {series.map((one, index) => (
          <li key={one.name}>
            <button
              type="button"
              className="analysis-legend__toggle"
              aria-pressed={!hidden.includes(one.name)}
              onClick={() => toggle(one.name)}
              data-testid="analysis-legend-toggle"
            >
              <span
                className="analysis-legend__swatch"
                style={{ background: DAY_CHART_COLORS[index % DAY_CHART_COLORS.length] }}
                aria-hidden="true"
              />
              {one.name}
            </button>
          </li>
        ))}
      </ul>
      <DayChart
        series={series}
        hidden={hidden}
        className="analysis-chart"
        testId="analysis-chart"
        height={ANALYSIS_CHART_HEIGHT}
        yDomain={INTENSITY_DOMAIN}
        labels={{
          caption: (name) => t("analysis.series.caption", { name }),
          day: t("analysis.series.day"),
          value: t("analysis.series.intensity"),
        }}
      />
    </AnalysisCardFrame>
  );
}
