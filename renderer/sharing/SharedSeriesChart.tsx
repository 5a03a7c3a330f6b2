import { useEffect, useRef } from "react";
import type { SharedKind } from "../../card-schemas";
import { reportError } from "../errors/reportError";
import { useIntl, useT } from "../i18n/useT";
import { useNearScreen } from "../ui/useNearScreen";
import "./sharing.css";

const FALLBACK_WIDTH = 300;

/**
 * One kind of shared data as a uPlot chart, loaded lazily as the chart nears the screen (as home's
 * symptom chart is). The canvas is decorative: each series' days sit in a table for screen readers,
 * and the series' names are written out beside their colour.
 */
export function SharedSeriesChart({ title, series }: { title: string; series: SharedKind }) {
  const t = useT();
  const intl = useIntl();
  const plotRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(plotRef);

  useEffect(() => {
    const element = plotRef.current;
    if (!near || !element || series.length === 0) return;
    let disposed = false;
    let destroy: (() => void) | undefined;
    import("./sharedChartPlot")
      .then(({ drawSharedChart }) => {
        if (disposed) return;
        destroy = drawSharedChart(element, {
          series,
          formatDay: (day) =>
            intl.formatDate(`${day}T12:00:00Z`, { day: "numeric", month: "numeric", timeZone: "UTC" }),
          width: element.clientWidth || FALLBACK_WIDTH,
        });
      })
      .catch((error: unknown) => reportError(error, { source: "SharedSeriesChart", title }));
    return () => {
      disposed = true;
      destroy?.();
    };
  }, [near, series, title, intl]);

  return (
    <section className="tile sharing-chart" aria-label={title} data-testid="shared-chart">
      <h2>{title}</h2>
      {series.length === 0 ? (
        <p className="muted">{t("sharing.external.noData")}</p>
      ) : (
        <>
          <div className="sharing-chart__plot" ref={plotRef} aria-hidden="true" />
          <ul className="sharing-chart__legend">
            {series.map((one, index) => (
              <li key={one.name}>
                <span
                  className={`sharing-chart__swatch sharing-chart__swatch--${index % 6}`}
                  aria-hidden="true"
                />
                {one.name}
              </li>
            ))}
          </ul>
          <div className="visually-hidden">
            {series.map((one) => (
              <table key={one.name}>
                <caption>{t("sharing.chart.caption", { name: one.name })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("sharing.chart.day")}</th>
                    <th scope="col">{t("sharing.chart.value")}</th>
                  </tr>
                </thead>
                <tbody>
                  {one.points.map((point) => (
                    <tr key={point.date}>
                      <td>
                        {intl.formatDate(`${point.date}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" })}
                      </td>
                      <td>{intl.formatNumber(point.value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
