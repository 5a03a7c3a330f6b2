import { Link } from "@tanstack/react-router";
import type { FollowUpAnalytics, SubscriptionStatus } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import type { MessageId } from "../../app/i18n/locales";
import { ConditionItem } from "./ConditionItem";
import { DataConditionText } from "./DataConditionText";
import "./programs.css";

const STATUS_LABELS = {
  INPROGRESS: "programConditions.status.INPROGRESS",
  PENDING: "programConditions.status.PENDING",
  WAITING_FOR_VALIDATION: "programConditions.status.WAITING_FOR_VALIDATION",
  DRAFT: "programConditions.status.DRAFT",
  DONE: "programConditions.status.DONE",
} as const satisfies Record<SubscriptionStatus, MessageId>;

/**
 * A patient's follow-up of one program: completion, the data conditions of its victory (docs/features/programs.md)
 * met or not, rewards won, status, and where to go next.
 */
export function FollowUpView({
  studyId,
  title,
  followUp,
}: {
  studyId: string;
  title: string;
  followUp: FollowUpAnalytics;
}) {
  const t = useT();
  return (
    <article className="stack" data-testid="follow-up">
      <h1 className="page__title">{t("programConditions.followUpTitle", { title })}</h1>
      {followUp.status === null ? (
        <p className="notice" role="status" data-testid="not-joined">
          {t("programConditions.notJoined")}
        </p>
      ) : (
        <>
          <section className="tile stack" aria-labelledby="completion-title">
            <h2 className="tile__label" id="completion-title">
              {t("programConditions.completion")}
            </h2>
            <p className="follow-up__percent" data-testid="completion">
              {t("programConditions.percent", { value: followUp.completion })}
            </p>
            <progress
              className="follow-up__meter"
              max={100}
              value={followUp.completion}
              aria-labelledby="completion-title"
            />
            <p className="muted" data-testid="follow-up-status">
              {t(STATUS_LABELS[followUp.status])}
              {followUp.success ? ` · ${t("programConditions.success")}` : ""}
            </p>
          </section>
          {followUp.victoryConditions.length > 0 && (
            <section
              className="tile conditions"
              aria-labelledby="victory-title"
              data-testid="victory-conditions"
            >
              <h2 className="tile__label" id="victory-title">
                {t("dataConditions.victoryTitle")}
              </h2>
              <p className="muted">{t("dataConditions.victoryIntro")}</p>
              <ul className="conditions__list">
                {followUp.victoryConditions.map((result, index) => (
                  <ConditionItem
                    key={`${result.type}-${index}`}
                    success={result.success}
                    testId={`victory-${result.type}`}
                    text={<DataConditionText result={result} />}
                  />
                ))}
              </ul>
            </section>
          )}
          <dl className="facts facts--large">
            <div>
              <dt>{t("programConditions.rewardsWon")}</dt>
              <dd className="facts__reward" data-testid="follow-up-rewards">
                {t("common.rewards", { count: followUp.rewards })}
              </dd>
            </div>
            <div>
              <dt>{t("programConditions.participants")}</dt>
              <dd data-testid="participants">{followUp.participantsCount}</dd>
            </div>
          </dl>
        </>
      )}
      <div className="program__actions">
        <Link to="/app/patient/ressources/studies/$id" params={{ id: studyId }} className="btn">
          {t("programConditions.backToProgram")}
        </Link>
        {followUp.status !== null && followUp.status !== "DONE" && (
          <Link to="/app/patient/tasks" className="btn btn--primary">
            {t("program.openDeck")}
          </Link>
        )}
      </div>
    </article>
  );
}
