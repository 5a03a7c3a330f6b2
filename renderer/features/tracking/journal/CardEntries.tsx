import { useId } from "react";
import type { JournalCardAnswer, JournalCardEntry } from "../../../../card-schemas";
import { useIntl, useT } from "../../../app/i18n/useT";

/** A time a stopwatch or countdown measured, as minutes and seconds. */
function ElapsedTime({ ms }: { ms: number }) {
  const t = useT();
  const seconds = Math.round(ms / 1000);
  return <>{t("journal.cards.elapsed", { minutes: Math.floor(seconds / 60), seconds: seconds % 60 })}</>;
}

function Answer({ answer }: { answer: JournalCardAnswer }) {
  return (
    <li className="journal-card__answer">
      {answer.label && <span className="muted">{answer.label} </span>}
      {answer.texts && <span>{answer.texts.join(", ")}</span>}
      {answer.elapsedMs !== undefined && <ElapsedTime ms={answer.elapsedMs} />}
    </li>
  );
}

/**
 * What the patient entered on the day's cards and that only the cards keep (docs/features/tracking.md):
 * a choice, a stopwatch's time, an activity's fields, an answer to the community question, in the
 * order the cards were completed.
 */
export function CardEntries({ entries }: { entries: readonly JournalCardEntry[] }) {
  const t = useT();
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="journal-section" aria-labelledby={headingId} data-testid="journal-cards">
      <h3 id={headingId}>{t("journal.cards.title")}</h3>
      {entries.length === 0 && <p className="muted">{t("journal.cards.empty")}</p>}
      {entries.length > 0 && (
        <ul className="journal-list">
          {entries.map((entry) => (
            <li key={entry.cardId} className="journal-entry journal-card" data-testid="journal-card">
              <span className="journal-entry__text">
                <strong>{entry.title ?? t("journal.cards.untitled")}</strong>
                <span className="muted">{intl.formatTime(entry.doneAt, { timeStyle: "short" })}</span>
              </span>
              <ul className="journal-card__answers">
                {entry.answers.map((answer, index) => (
                  <Answer key={index} answer={answer} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
