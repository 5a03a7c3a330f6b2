import { useMemo } from "react";
import type { ProSeries } from "../../../../card-schemas";
import { DayChart } from "../../../ui/charts/DayChart";
import { isDrawable } from "../../../ui/charts/daySeries";
import { useProT } from "../../../app/pro/i18n/useProT";

/** One of a patient's series, for their author: "not enough data" with a single point (docs/features/authors.md). */
export function SeriesChart({ series }: { series: ProSeries }) {
  const t = useProT();
  const lines = useMemo(() => [{ name: series.label, points: series.points }], [series.label, series.points]);
  return (
    <figure className="pro-section">
      <figcaption className="pro-section__title">{series.label}</figcaption>
      {!isDrawable(lines) && <p className="muted">{t("pro.patients.notEnoughData")}</p>}
      <DayChart
        series={lines}
        className="pro-chart"
        testId="pro-series-chart"
        labels={{
          caption: (name) => t("pro.patients.seriesCaption", { name }),
          day: t("pro.patients.day"),
          value: t("pro.patients.value"),
        }}
      />
    </figure>
  );
}
