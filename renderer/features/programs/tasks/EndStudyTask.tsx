import { useQuery } from "@tanstack/react-query";
import { useReducer } from "react";
import type { EndStudyTaskParams, FollowUpAnalytics } from "../../../../card-schemas";
import {
  analyticOf,
  endOfStudyPlan,
  endOfStudyReducer,
  initialEndOfStudyState,
  stepKind,
  type EndOfStudyAction,
  type EndOfStudyState,
} from "../../../../engine/deck";
import { useApi } from "../../../app/api/ApiContext";
import { isApiError } from "../../../app/api/client";
import { reportError } from "../../../app/errors/reportError";
import { followUpQuery, useValidateStudy } from "../endOfStudy/queries";
import { useIntl, useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import "../endOfStudy/endOfStudy.css";

/**
 * END_STUDY: the end of a study in steps (docs/features/programs.md): synthesis, the analysis intro (skipped
 * without analytics), at most two analytic steps, then the rewards won with a check-reward button
 * when the study is over and a success, the day it ends while it still runs, or the summary.
 * Restart goes back to step 0; finishing completes the card with `{ step, success }`.
 */
export function EndStudyTask({ params, complete, submitted }: TaskProps<EndStudyTaskParams>) {
  const t = useT();
  const api = useApi();
  const plan = endOfStudyPlan(params.analytics ?? []);
  const [state, dispatch] = useReducer(
    (current: EndOfStudyState, action: EndOfStudyAction) => endOfStudyReducer(plan, current, action),
    initialEndOfStudyState,
  );
  const followUp = useQuery(followUpQuery(api, params.studyId));
  const kind = stepKind(plan, state.step);

  return (
    <div className="task task--end-study">
      <p className="end-study__step" data-testid="end-study-step">
        {t("task.endStudy.stepOf", { step: state.step + 1, total: plan.finalStep + 1 })}
      </p>
      {kind === "synthesis" && (
        <section aria-label={t("task.endStudy.synthesis")}>
          <h3 className="end-study__heading">{t("task.endStudy.synthesis")}</h3>
          {params.synthesis && <p className="task__body">{params.synthesis}</p>}
        </section>
      )}
      {kind === "intro" && (
        <section aria-label={t("task.endStudy.analysis")}>
          <h3 className="end-study__heading">{t("task.endStudy.analysis")}</h3>
          <p className="task__body">{t("task.endStudy.analysisIntro")}</p>
        </section>
      )}
      {kind === "analytic" && (
        <Analytic type={analyticOf(plan, state.step) ?? ""} followUp={followUp.data} error={followUp.error} />
      )}
      {kind === "final" && (
        <FinalStep
          params={params}
          followUp={followUp.data}
          error={followUp.error}
          loading={followUp.isPending}
          submitted={submitted}
          onFinish={(success) => complete({ done: true, data: { step: state.step, success } })}
        />
      )}
      <div className="task__actions end-study__nav">
        {state.step > 0 && (
          <button type="button" className="btn btn--ghost" onClick={() => dispatch({ type: "restart" })}>
            {t("task.endStudy.restart")}
          </button>
        )}
        {kind !== "final" && (
          <button
            type="button"
            className="btn btn--primary"
            data-primary-action=""
            onClick={() => dispatch({ type: "next" })}
          >
            {t("task.endStudy.next")}
          </button>
        )}
      </div>
    </div>
  );
}

function Analytic({ type, followUp, error }: { type: string; followUp?: FollowUpAnalytics; error: unknown }) {
  const t = useT();
  if (error) return <ErrorAlert error={error} />;
  const figure =
    followUp === undefined
      ? "…"
      : type === "completion"
        ? t("task.endStudy.completionValue", { percent: followUp.completion })
        : type === "rewards"
          ? t("task.endStudy.rewardsWonValue", { count: followUp.rewards })
          : t("task.endStudy.participantsValue", { count: followUp.participantsCount });
  const title =
    type === "completion"
      ? t("task.endStudy.completion")
      : type === "rewards"
        ? t("task.endStudy.rewardsWon")
        : t("task.endStudy.participants");
  return (
    <section aria-label={title}>
      <h3 className="end-study__heading">{title}</h3>
      <p className="end-study__figure" data-testid="end-study-figure">
        {figure}
      </p>
    </section>
  );
}

interface FinalStepProps {
  params: EndStudyTaskParams;
  followUp?: FollowUpAnalytics;
  error: unknown;
  loading: boolean;
  submitted: boolean;
  onFinish(success: boolean): void;
}

/** While the program runs: the day it ends, from which it can be validated. */
function NotOver({ lastDay }: { lastDay: string | null }) {
  const t = useT();
  const intl = useIntl();
  const day = lastDay
    ? intl.formatDate(new Date(`${lastDay}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" })
    : "…";
  return (
    <p className="task__body" data-testid="end-study-not-over">
      {t("task.endStudy.notOver", { day })}
    </p>
  );
}

function FinalStep({ params, followUp, error, loading, submitted, onFinish }: FinalStepProps) {
  const t = useT();
  const validate = useValidateStudy(params.studyId);
  if (error) {
    // The figures are a bonus: the card can still be finished without them.
    return (
      <>
        <ErrorAlert error={error} />
        <DoneButton disabled={submitted} onClick={() => onFinish(false)} />
      </>
    );
  }
  if (loading || !followUp) return <p role="status">{t("task.endStudy.loading")}</p>;
  const canCheck = followUp.success && followUp.subscriptionId !== null && followUp.status !== "DONE";
  // The 24-hour cache may still say INPROGRESS for a study finalised since: it is validated anyway.
  const alreadyValidated = isApiError(validate.error) && validate.error.code === "NOT_VALIDATABLE";
  return (
    <section aria-label={t("task.endStudy.final")}>
      <h3 className="end-study__heading">{t("task.endStudy.final")}</h3>
      <p className="end-study__figure" data-testid="end-study-rewards">
        {t("task.endStudy.rewardsWonValue", { count: followUp.rewards })}
      </p>
      {followUp.status === "INPROGRESS" ? (
        <NotOver lastDay={followUp.lastDay} />
      ) : followUp.success ? (
        <>
          <p className="task__body">{t("task.endStudy.success")}</p>
          {validate.data || alreadyValidated ? (
            <p className="end-study__bonus" role="status">
              {validate.data && validate.data.rewards > 0
                ? t("task.endStudy.bonus", { count: validate.data.rewards })
                : t("task.endStudy.validated")}
            </p>
          ) : (
            canCheck && (
              <button
                type="button"
                className="btn btn--primary btn--block"
                disabled={validate.isPending}
                onClick={() =>
                  validate.mutate(followUp.subscriptionId as string, {
                    // docs/features/programs.md: study validation errors are logged only, nothing is shown.
                    onError: (error) => reportError(error, { source: "END_STUDY", studyId: params.studyId }),
                  })
                }
              >
                {t("task.endStudy.checkReward")}
              </button>
            )
          )}
        </>
      ) : (
        <div data-testid="end-study-summary">
          <p className="task__body">
            {t("task.endStudy.summaryValue", {
              percent: followUp.completion,
              count: followUp.participantsCount,
            })}
          </p>
          {params.summary && <p className="task__body">{params.summary}</p>}
        </div>
      )}
      <DoneButton disabled={submitted} onClick={() => onFinish(followUp.success)} />
    </section>
  );
}
