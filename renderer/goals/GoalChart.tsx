import { useEffect, useRef } from "react";
import type { PersonalGoalDetail } from "../../card-schemas";
import { reportError } from "../errors/reportError";
import { useIntl, useT } from "../i18n/useT";

const FALLBACK_WIDTH = 320;

/**
 * The daily values of a goal as a uPlot chart, loaded lazily (DESIGN.md: charts are heavy). The
 * canvas is decorative; the same values sit in a table for screen readers.
 */
export function GoalChart({ goal }: { goal: PersonalGoalDetail }) {
  const t = useT();
  const intl = useIntl();
  const plotRef = useRef<HTMLDivElement>(null);
  const valueLabel = t("goal.chart.value");
  const targetLabel = t("goal.chart.target");

  useEffect(() => {
    const element = plotRef.current;
    if (!element || goal.days.length === 0) return;
    let disposed = false;
    let destroy: (() => void) | undefined;
    import("./goalChartPlot")
      .then(({ drawGoalChart }) => {
        if (disposed) return;
        destroy = drawGoalChart(element, {
          start: goal.start,
          end: goal.end,
          days: goal.days,
          target: goal.value,
          labels: { value: valueLabel, target: targetLabel },
          formatDay: (day) =>
            intl.formatDate(`${day}T12:00:00Z`, { day: "numeric", month: "numeric", timeZone: "UTC" }),
          width: element.clientWidth || FALLBACK_WIDTH,
        });
      })
      .catch((error: unknown) => reportError(error, { source: "GoalChart", goalId: goal.id }));
    return () => {
      disposed = true;
      destroy?.();
    };
  }, [goal.id, goal.start, goal.end, goal.days, goal.value, valueLabel, targetLabel, intl]);

  return (
    <section className="tile goal-chart" aria-labelledby="goal-chart-title">
      <h2 className="tile__title" id="goal-chart-title">
        {t("goal.chart.title")}
      </h2>
      {goal.days.length === 0 ? (
        <p className="muted">{t("goal.chart.empty")}</p>
      ) : (
        <>
          <div className="goal-chart__plot" ref={plotRef} aria-hidden="true" data-testid="goal-chart" />
          <div className="visually-hidden">
            <table>
              <caption>{t("goal.chart.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("goal.chart.day")}</th>
                  <th scope="col">{valueLabel}</th>
                </tr>
              </thead>
              <tbody>
                {goal.days.map((day) => (
                  <tr key={day.date}>
                    <td>
                      {intl.formatDate(`${day.date}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" })}
                    </td>
                    <td>{intl.formatNumber(day.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
