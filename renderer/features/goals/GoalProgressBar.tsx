import { GOAL_PROGRESS_STEPS } from "../../../engine/goals/goalProgress";
import { useT } from "../../app/i18n/useT";
import type { PersonalGoalView } from "../../../card-schemas";

/** Days elapsed over total days, as a ten-step bar (docs/features/goals.md). */
export function GoalProgressBar({ progress }: { progress: PersonalGoalView["progress"] }) {
  const t = useT();
  const text = t("goal.progress", { elapsed: progress.elapsedDays, total: progress.totalDays });
  return (
    <div className="goal-progress">
      <div
        className="goal-progress__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={progress.totalDays}
        aria-valuenow={progress.elapsedDays}
        aria-valuetext={text}
        aria-label={t("goal.progress.label")}
        data-testid="goal-progress"
        data-steps={progress.steps}
      >
        {Array.from({ length: GOAL_PROGRESS_STEPS }, (_, index) => (
          <span
            key={index}
            className={`goal-progress__step${index < progress.steps ? " goal-progress__step--filled" : ""}`}
          />
        ))}
      </div>
      <p className="goal-progress__text muted">{text}</p>
    </div>
  );
}
