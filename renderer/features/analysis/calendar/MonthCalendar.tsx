import { useId, useMemo, type ReactNode } from "react";
import { A_MONDAY, monthGrid, WEEK_LENGTH, type Month } from "../../../../engine/analysis/monthCalendar";
import { ANALYSIS_CALENDAR_HEIGHT } from "../analysisSizes";
import { addDays } from "../../../../engine/shared/dates";
import { useIntl, useLocale, useT } from "../../../app/i18n/useT";
import "./calendar.css";

/** How a day of the month is drawn: its classes and its accessible name. */
export interface CalendarDay {
  className?: string;
  label: string;
}

interface MonthCalendarProps {
  month: Month;
  /** Moves to the previous or next month; the buttons are off while the new month loads. */
  onMove: (step: -1 | 1) => void;
  /** False on the patient's current month (nothing is recorded in the future). */
  canGoNext: boolean;
  busy: boolean;
  day: (date: string) => CalendarDay;
  testId: string;
  children?: ReactNode;
}

/** The day of a `YYYY-MM-DD` as the calendar's date functions take it (noon UTC: no zone shifts it). */
const noon = (day: string) => `${day}T12:00:00Z`;

/**
 * A month as weeks starting on Monday (engine/analysis/monthCalendar.ts), the weekday names in the reader's
 * language, and previous and next month buttons. Each day is a cell named for screen readers.
 */
export function MonthCalendar({ month, onMove, canGoNext, busy, day, testId, children }: MonthCalendarProps) {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const weeks = useMemo(() => monthGrid(month), [month]);
  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
    const long = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
    return Array.from({ length: WEEK_LENGTH }, (_, index) => {
      const date = new Date(noon(addDays(A_MONDAY, index)));
      return { short: format.format(date), long: long.format(date) };
    });
  }, [locale]);
  const title = intl.formatDate(noon(`${month}-01`), { month: "long", year: "numeric", timeZone: "UTC" });

  return (
    <div className="month-calendar" data-testid={testId} aria-busy={busy}>
      <div className="month-calendar__bar">
        <button
          type="button"
          className="btn btn--ghost btn--icon"
          aria-label={t("analysis.calendar.previous")}
          disabled={busy}
          onClick={() => onMove(-1)}
          data-testid={`${testId}-previous`}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={titleId} className="month-calendar__title" aria-live="polite" data-testid={`${testId}-month`}>
          {title}
        </h3>
        <button
          type="button"
          className="btn btn--ghost btn--icon"
          aria-label={t("analysis.calendar.next")}
          disabled={busy || !canGoNext}
          onClick={() => onMove(1)}
          data-testid={`${testId}-next`}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        className="month-calendar__grid"
        aria-labelledby={titleId}
        style={{ height: ANALYSIS_CALENDAR_HEIGHT }}
      >
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => {
                if (date === null) return <td key={column} className="month-calendar__blank" />;
                const drawn = day(date);
                return (
                  <td key={date} className={`month-calendar__day ${drawn.className ?? ""}`.trim()}>
                    <span aria-hidden="true">{Number(date.slice(8))}</span>
                    <span className="visually-hidden">{drawn.label}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </div>
  );
}
