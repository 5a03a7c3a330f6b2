import { useId } from "react";
import { addDays } from "../../../../engine/shared/dates";
import { useT } from "../../../app/i18n/useT";

interface DayPickerProps {
  day: string;
  /** The patient's today: no later day is offered. */
  today: string;
  onPick: (day: string) => void;
}

/** The day shown: the day before, a date field and the day after (never after today). */
export function DayPicker({ day, today, onPick }: DayPickerProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="day-picker">
      <button
        type="button"
        className="btn day-picker__step"
        aria-label={t("journal.day.previous")}
        data-testid="journal-previous"
        onClick={() => onPick(addDays(day, -1))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div className="day-picker__date">
        <label className="field__label" htmlFor={id}>
          {t("journal.day.pick")}
        </label>
        <input
          id={id}
          className="field__input"
          type="date"
          value={day}
          max={today}
          data-testid="journal-date"
          onChange={(event) => {
            const picked = event.currentTarget.value;
            if (picked && picked <= today) onPick(picked);
          }}
        />
      </div>
      <button
        type="button"
        className="btn day-picker__step"
        aria-label={t("journal.day.next")}
        data-testid="journal-next"
        disabled={day >= today}
        onClick={() => onPick(addDays(day, 1))}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
