import { useQuery } from "@tanstack/react-query";
import type { GoalDefaultCard as GoalDefaultCardData } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { useLocale, useT } from "../../../app/i18n/useT";
import { dataValuesQuery, dayEntriesQuery } from "../queries";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import type { CardProps } from "../../../cards/types";
import { DailyEntryFlow } from "./DailyEntryFlow";
import "../../../cards/cards.css";
import "../tracking.css";
import { usePatientToday } from "../../../app/session/today";
import { goalsInProgressQuery } from "../../goals";

/** GOAL_DEFAULT: the daily data entry (docs/features/tracking.md), framed like every card of the deck. */
export function GoalDefaultCard({ card, complete }: CardProps) {
  const t = useT();
  const api = useApi();
  const locale = useLocale();
  // The patient's day when the card opened: answers are for today, whatever day the card was dealt.
  const date = usePatientToday();
  const values = useQuery(dataValuesQuery(api, locale));
  const entries = useQuery(dayEntriesQuery(api, date));
  // What the patient chose to track: the values of their goals in progress.
  const goals = useQuery(goalsInProgressQuery(api));
  const { title, rewards = 0, description } = card as Partial<GoalDefaultCardData>;
  const heading = title ?? t("dailyEntry.title");

  let body;
  if (values.isPending || entries.isPending || goals.isPending) {
    body = (
      <p className="muted" role="status">
        {t("dailyEntry.loading")}
      </p>
    );
  } else if (values.isError || entries.isError || goals.isError) {
    body = (
      <>
        <ErrorAlert error={values.error ?? entries.error ?? goals.error} />
        <button
          type="button"
          className="btn"
          onClick={() => void Promise.all([values.refetch(), entries.refetch(), goals.refetch()])}
        >
          {t("common.retry")}
        </button>
      </>
    );
  } else {
    body = (
      <DailyEntryFlow
        values={values.data}
        answered={entries.data.map((entry) => entry.value)}
        tracked={goals.data.map((goal) => goal.dataValue)}
        date={date}
        complete={complete}
      />
    );
  }

  return (
    <article className="card card--goal" aria-labelledby={`card-title-${card.id}`}>
      <header className="card__header">
        <h2 className="card__title" id={`card-title-${card.id}`}>
          {heading}
        </h2>
        {rewards > 0 && (
          <p className="card__rewards" data-testid="card-rewards">
            {t("card.rewards", { count: rewards })}
          </p>
        )}
      </header>
      {description && <p className="card__description">{description}</p>}
      {body}
    </article>
  );
}
