import type { SharedKind } from "../../../card-schemas";
import { DayChart } from "../../ui/charts/DayChart";
import { DAY_CHART_COLORS, isDrawable } from "../../ui/charts/daySeries";
import { useT } from "../../app/i18n/useT";
import "./sharing.css";

/** One kind of shared data, its series named (by their labels, never their ids) beside their colour. */
export function SharedSeriesChart({ title, series: shared }: { title: string; series: SharedKind }) {
  const t = useT();
  const series = shared.map((one) => ({ name: one.label, points: one.points }));
  return (
    <section className="tile sharing-chart" aria-label={title} data-testid="shared-chart">
      <h2>{title}</h2>
      {!isDrawable(series) && <p className="muted">{t("sharing.external.noData")}</p>}
      {isDrawable(series) && (
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
      )}
      <DayChart
        series={series}
        className="sharing-chart__plot"
        labels={{
          caption: (name) => t("sharing.chart.caption", { name }),
          day: t("sharing.chart.day"),
          value: t("sharing.chart.value"),
        }}
      />
    </section>
  );
}
