import { useMemo } from "react";
import type { PersonalGoalDetail } from "../../../card-schemas";
import { DayChart } from "../../ui/charts/DayChart";
import type { DaySeries } from "../../ui/charts/daySeries";
import { useT } from "../../app/i18n/useT";

/** docs/features/goals.md gives analysis charts their heights; the goal's keeps the 220 of its page. */
const GOAL_CHART_HEIGHT = 220;

/**
 * The daily values of a goal over its whole period, its target as a dashed line: a DayChart, as
 * every chart of the app (uPlot loaded once it nears the screen; the values in a table for screen
 * readers, shown instead of the canvas below two days).
 */
export function GoalChart({ goal }: { goal: PersonalGoalDetail }) {
  const t = useT();
  const valueLabel = t("goal.chart.value");
  const series = useMemo<DaySeries[]>(
    () => [{ name: valueLabel, points: goal.days }],
    [valueLabel, goal.days],
  );

  return (
    <section className="tile goal-chart" aria-labelledby="goal-chart-title">
      <h2 className="tile__title" id="goal-chart-title">
        {t("goal.chart.title")}
      </h2>
      {goal.days.length === 0 ? (
        <p className="muted">{t("goal.chart.empty")}</p>
      ) : (
        <DayChart
          series={series}
          labels={{ caption: () => t("goal.chart.title"), day: t("goal.chart.day"), value: valueLabel }}
          className="goal-chart__plot"
          testId="goal-chart"
          height={GOAL_CHART_HEIGHT}
          span={{ start: goal.start, end: goal.end }}
          target={{ name: t("goal.chart.target"), value: goal.value }}
        />
      )}
    </section>
  );
}
