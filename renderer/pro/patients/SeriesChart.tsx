import { useEffect, useRef } from "react";
import type { ProSeries } from "../../../card-schemas";
import { reportError } from "../../errors/reportError";
import { useIntl } from "../../i18n/useT";
import { useNearScreen } from "../../ui/useNearScreen";
import { useProT } from "../i18n/useProT";

const FALLBACK_WIDTH = 300;

/**
 * One series as a uPlot chart, loaded lazily once it nears the screen, as the app's other charts.
 * The canvas is decorative; the points sit in a table for screen readers. Seed 003 §5: a chart
 * needs more than one point, else "not enough data".
 */
export function SeriesChart({ series }: { series: ProSeries }) {
  const t = useProT();
  const intl = useIntl();
  const plotRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(plotRef);
  const enough = series.points.length > 1;

  useEffect(() => {
    const element = plotRef.current;
    if (!near || !element || !enough) return;
    let disposed = false;
    let destroy: (() => void) | undefined;
    import("./seriesChartPlot")
      .then(({ drawSeriesChart }) => {
        if (disposed) return;
        destroy = drawSeriesChart(element, {
          points: series.points,
          label: series.label,
          formatDay: (day) =>
            intl.formatDate(`${day}T12:00:00Z`, { day: "numeric", month: "numeric", timeZone: "UTC" }),
          width: element.clientWidth || FALLBACK_WIDTH,
        });
        element.dataset.drawn = "true";
      })
      .catch((error: unknown) => reportError(error, { source: "SeriesChart", series: series.key }));
    return () => {
      disposed = true;
      destroy?.();
    };
  }, [near, enough, series.points, series.label, series.key, intl]);

  return (
    <figure className="pro-section">
      <figcaption className="pro-section__title">{series.label}</figcaption>
      {enough ? (
        <div className="pro-chart" ref={plotRef} aria-hidden="true" data-testid="pro-series-chart" />
      ) : (
        <p className="muted">{t("pro.patients.notEnoughData")}</p>
      )}
      <div className={enough ? "visually-hidden" : undefined}>
        <table>
          <caption className="visually-hidden">
            {t("pro.patients.seriesCaption", { name: series.label })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("pro.patients.day")}</th>
              <th scope="col">{t("pro.patients.value")}</th>
            </tr>
          </thead>
          <tbody>
            {series.points.map((point) => (
              <tr key={point.date}>
                <td>
                  {intl.formatDate(`${point.date}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" })}
                </td>
                <td>{intl.formatNumber(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
