import { useMemo } from "react";
import type { SharedKind } from "../../../card-schemas";
import { addDays } from "../../../engine/shared/dates";
import { DayChart } from "../../ui/charts/DayChart";
import { DAY_CHART_COLORS, isDrawable } from "../../ui/charts/daySeries";
import { useT } from "../../app/i18n/useT";
import { INTENSITY_DOMAIN } from "../analysis";
import type { SHARE_KINDS } from "./shareKinds";
import "./sharing.css";

interface SharedSeriesChartProps {
  kind: (typeof SHARE_KINDS)[number];
  series: SharedKind;
  /** The shared period's first and last days. */
  period: { from: string; to: string };
}

/**
 * One kind of shared data, its series named (by their labels, never their ids) beside their colour,
 * and what its values are, as the PDF says it (server/features/sharing/sharedDataPdf.ts). The days
 * span the whole shared period, so a reader sees when nothing was recorded; intensities keep their
 * 0 to 5 scale, so a 4 never looks like the worst.
 */
export function SharedSeriesChart({ kind, series: shared, period }: SharedSeriesChartProps) {
  const t = useT();
  const title = t(`sharing.kind.${kind}`);
  const measure = t(`sharing.value.${kind}`);
  // Kept from render to render, so the chart is drawn again only when the data changes.
  const series = useMemo(() => shared.map((one) => ({ name: one.label, points: one.points })), [shared]);
  return (
    <section className="tile sharing-chart" aria-label={title} data-testid="shared-chart">
      <h2>{title}</h2>
      {!isDrawable(series) && <p className="muted">{t("sharing.external.noData")}</p>}
      {isDrawable(series) && (
        <>
          <p className="muted">{measure}</p>
          <ul className="sharing-chart__legend">
            {series.map((one, index) => (
              <li key={shared[index]!.name}>
                <span
                  className="sharing-chart__swatch"
                  style={{ background: DAY_CHART_COLORS[index % DAY_CHART_COLORS.length] }}
                  aria-hidden="true"
                />
                {one.name}
              </li>
            ))}
          </ul>
        </>
      )}
      <DayChart
        series={series}
        className="sharing-chart__plot"
        span={{ start: period.from, end: addDays(period.to, 1) }}
        yDomain={kind === "symptoms" ? INTENSITY_DOMAIN : undefined}
        labels={{
          caption: (name) => t("sharing.chart.caption", { name }),
          day: t("sharing.chart.day"),
          value: measure,
        }}
      />
    </section>
  );
}
