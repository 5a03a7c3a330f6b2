import { useEffect, useRef } from "react";
import type { HomeSymptomSection } from "../../card-schemas";
import { reportError } from "../errors/reportError";
import { useIntl, useT } from "../i18n/useT";
import { useNearScreen } from "../ui/useNearScreen";

const FALLBACK_WIDTH = 300;

/**
 * A symptom's 30 days as a uPlot chart, loaded lazily (charts are heavy) once the chart nears the
 * screen: on a phone home's first screen is drawn and answers taps without it. The canvas is
 * decorative; the days with an event sit in a table for screen readers.
 */
export function SymptomChart({ section }: { section: HomeSymptomSection }) {
  const t = useT();
  const intl = useIntl();
  const plotRef = useRef<HTMLDivElement>(null);
  const days = section.series.filter((day) => day.intensity !== null);
  const label = t("home.symptom.intensity");
  const near = useNearScreen(plotRef);

  useEffect(() => {
    const element = plotRef.current;
    if (!near || !element || days.length === 0) return;
    let disposed = false;
    let destroy: (() => void) | undefined;
    import("./symptomChartPlot")
      .then(({ drawSymptomChart }) => {
        if (disposed) return;
        destroy = drawSymptomChart(element, {
          series: section.series,
          label,
          formatDay: (day) =>
            intl.formatDate(`${day}T12:00:00Z`, { day: "numeric", month: "numeric", timeZone: "UTC" }),
          width: element.clientWidth || FALLBACK_WIDTH,
        });
      })
      .catch((error: unknown) => reportError(error, { source: "SymptomChart", symptom: section.symptom }));
    return () => {
      disposed = true;
      destroy?.();
    };
  }, [near, section.series, section.symptom, days.length, label, intl]);

  if (days.length === 0) return <p className="muted">{t("home.symptom.empty")}</p>;
  return (
    <>
      <div className="symptom-chart" ref={plotRef} aria-hidden="true" data-testid="symptom-chart" />
      <div className="visually-hidden">
        <table>
          <caption>{t("home.symptom.chartCaption", { name: section.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("home.symptom.day")}</th>
              <th scope="col">{label}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td>{intl.formatDate(`${day.date}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" })}</td>
                <td>{intl.formatNumber(day.intensity ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
