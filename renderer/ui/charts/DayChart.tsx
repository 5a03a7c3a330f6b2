import { useEffect, useRef } from "react";
import { MINUTES_PER_HOUR } from "../../../engine/tracking/hourEncoding";
import { reportError } from "../../app/errors/reportError";
import { useIntl } from "../../app/i18n/useT";
import { useNearScreen } from "../useNearScreen";
import { formatDayValue, isDrawable, type DaySeries, type DayValueFormat } from "./daySeries";

const FALLBACK_WIDTH = 300;

export interface DayChartLabels {
  /** The caption of one series' table. */
  caption: (name: string) => string;
  day: string;
  value: string;
}

export interface DayChartProps {
  series: readonly DaySeries[];
  labels: DayChartLabels;
  /** The plot's class (its size) and test id. */
  className: string;
  testId?: string;
  /** The plot's height in pixels (the class should give the same); 160 unless given. */
  height?: number;
  /** A fixed y domain, such as an intensity's [0, 5]. */
  yDomain?: readonly [number, number];
  /** Names of the series not drawn (a legend toggled them off). */
  hidden?: readonly string[];
  /** How values read on the axis and in the table: numbers, or times of the night (the sleep axis). */
  valueFormat?: DayValueFormat;
  /** Days the x axis spans at least (a goal's period, `end` excluded). */
  span?: { start: string; end: string };
  /** A level drawn across as a dashed line (a goal's target). */
  target?: { name: string; value: number };
}

/**
 * Series by day as a uPlot chart, loaded lazily once it nears the screen, as the app's other
 * charts. The canvas is decorative: each series' days sit in a table for screen readers, shown
 * instead of the canvas when there are not enough points to draw (isDrawable).
 */
export function DayChart({
  series,
  labels,
  className,
  testId,
  height,
  yDomain,
  hidden,
  valueFormat = "number",
  span,
  target,
}: DayChartProps) {
  const intl = useIntl();
  const plotRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(plotRef);
  const drawable = isDrawable(series);
  // Arrays made at each render would redraw the chart each time: depend on their contents.
  const [yMin, yMax] = yDomain ?? [];
  const hiddenKey = hidden?.join("\u0000");
  const { start, end } = span ?? {};
  const { name: targetName, value: targetValue } = target ?? {};

  useEffect(() => {
    const element = plotRef.current;
    if (!near || !element || !drawable) return;
    let disposed = false;
    let destroy: (() => void) | undefined;
    import("./dayChartPlot")
      .then(({ drawDayChart }) => {
        if (disposed) return;
        destroy = drawDayChart(element, {
          series,
          formatDay: (day) =>
            intl.formatDate(`${day}T12:00:00Z`, { day: "numeric", month: "numeric", timeZone: "UTC" }),
          width: element.clientWidth || FALLBACK_WIDTH,
          height,
          yDomain: yMin === undefined || yMax === undefined ? undefined : [yMin, yMax],
          hidden: hiddenKey === undefined ? undefined : hiddenKey.split("\u0000"),
          formatValue: (value) => formatDayValue(value, valueFormat, intl),
          // Times of the night span their hours, ticked on whole hours, not midnight to midnight.
          yStep: valueFormat === "timeOfNight" ? MINUTES_PER_HOUR : undefined,
          span: start === undefined || end === undefined ? undefined : { start, end },
          target:
            targetName === undefined || targetValue === undefined
              ? undefined
              : { name: targetName, value: targetValue },
        });
        element.dataset.drawn = "true";
      })
      .catch((error: unknown) => reportError(error, { source: "DayChart", testId }));
    return () => {
      disposed = true;
      destroy?.();
    };
  }, [
    near,
    drawable,
    series,
    intl,
    testId,
    height,
    yMin,
    yMax,
    hiddenKey,
    valueFormat,
    start,
    end,
    targetName,
    targetValue,
  ]);

  return (
    <>
      {drawable && <div className={className} ref={plotRef} aria-hidden="true" data-testid={testId} />}
      <div className={drawable ? "visually-hidden" : undefined}>
        {series.map((one) => (
          <table key={one.name}>
            <caption className="visually-hidden">{labels.caption(one.name)}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.day}</th>
                <th scope="col">{labels.value}</th>
              </tr>
            </thead>
            <tbody>
              {one.points.map((point) => (
                <tr key={point.date}>
                  <td>
                    {intl.formatDate(`${point.date}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" })}
                  </td>
                  <td>{formatDayValue(point.value, valueFormat, intl)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </>
  );
}
