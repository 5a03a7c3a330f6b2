import type { AnalysisValuePieCard } from "../../../../card-schemas";
import { ANALYSIS_PIE_HEIGHT } from "../analysisSizes";
import { DAY_CHART_COLORS } from "../../../ui/charts/daySeries";
import { useIntl, useT } from "../../../app/i18n/useT";
import { AnalysisCardFrame } from "../AnalysisCardFrame";

const RADIUS = ANALYSIS_PIE_HEIGHT / 2;

/** The SVG path of the slice from `start` to `end` (fractions of the turn, from 12 o'clock). */
function slicePath(start: number, end: number): string {
  const point = (fraction: number) => {
    const angle = 2 * Math.PI * fraction - Math.PI / 2;
    return `${RADIUS + RADIUS * Math.cos(angle)} ${RADIUS + RADIUS * Math.sin(angle)}`;
  };
  const large = end - start > 0.5 ? 1 : 0;
  return `M ${RADIUS} ${RADIUS} L ${point(start)} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${point(end)} Z`;
}

/**
 * ANALYSIS_VALUE_PIE: how a data value's records split, as an SVG pie (200 px, docs/features/analysis.md) beside
 * a legend that says each slice's count and share (the pie itself is decorative).
 */
export function ValuePieCard({ card }: { card: AnalysisValuePieCard }) {
  const t = useT();
  const intl = useIntl();
  const total = card.slices.reduce((sum, slice) => sum + slice.count, 0);
  let start = 0;
  const arcs = card.slices.map((slice, index) => {
    const end = start + slice.count / total;
    const arc = { slice, color: DAY_CHART_COLORS[index % DAY_CHART_COLORS.length], start, end };
    start = end;
    return arc;
  });
  return (
    <AnalysisCardFrame
      id={card.id}
      // Its value's line is titled by the name alone: two regions of one page never share a name.
      title={`${card.name} · ${t("analysis.type.dataValue")}`}
      n={card.n}
      from={card.from}
      to={card.to}
      drawable={card.n > 1 && total > 0}
      testId="analysis-value-pie"
    >
      <div className="analysis-pie">
        <svg
          width={ANALYSIS_PIE_HEIGHT}
          height={ANALYSIS_PIE_HEIGHT}
          viewBox={`0 0 ${ANALYSIS_PIE_HEIGHT} ${ANALYSIS_PIE_HEIGHT}`}
          aria-hidden="true"
          data-testid="analysis-pie"
        >
          {arcs.length === 1 ? (
            <circle cx={RADIUS} cy={RADIUS} r={RADIUS} fill={arcs[0]!.color} />
          ) : (
            arcs.map((arc) => (
              <path key={arc.slice.label} d={slicePath(arc.start, arc.end)} fill={arc.color} />
            ))
          )}
        </svg>
        <ul className="analysis-legend analysis-legend--column">
          {arcs.map((arc) => (
            <li key={arc.slice.label} data-testid="analysis-pie-slice">
              <span
                className="analysis-legend__swatch"
                style={{ background: arc.color }}
                aria-hidden="true"
              />
              {t("analysis.pie.slice", {
                label: arc.slice.label,
                count: arc.slice.count,
                share: intl.formatNumber(arc.slice.count / total, { style: "percent" }),
              })}
            </li>
          ))}
        </ul>
      </div>
    </AnalysisCardFrame>
  );
}
