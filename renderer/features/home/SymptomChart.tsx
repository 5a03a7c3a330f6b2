import { useMemo } from "react";
import type { HomeSymptomSection } from "../../../card-schemas";
import { INTENSITY_DOMAIN } from "../analysis";
import { DayChart } from "../../ui/charts/DayChart";
import type { DaySeries } from "../../ui/charts/daySeries";
import { useT } from "../../app/i18n/useT";

/**
 * A symptom's 30 days on home, as the analysis charts draw them (DayChart: uPlot loaded once the
 * chart nears the screen, so home's first screen answers taps without it; the days in a table for
 * screen readers, and shown instead of the canvas below two points).
 */
export function SymptomChart({ section }: { section: HomeSymptomSection }) {
  const t = useT();
  const series = useMemo<DaySeries[]>(
    () => [
      {
        name: section.name,
        points: section.series.flatMap((day) =>
          day.intensity === null ? [] : [{ date: day.date, value: day.intensity }],
        ),
      },
    ],
    [section.name, section.series],
  );

  if (series[0]!.points.length === 0) return <p className="muted">{t("home.symptom.empty")}</p>;
  return (
    <DayChart
      series={series}
      labels={{
        caption: (name) => t("home.symptom.chartCaption", { name }),
        day: t("home.symptom.day"),
        value: t("home.symptom.intensity"),
      }}
      className="symptom-chart"
      testId="symptom-chart"
      yDomain={INTENSITY_DOMAIN}
    />
  );
}
