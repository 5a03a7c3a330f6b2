import type { PersonalGoalDetail } from "../../../card-schemas";
import { addDays } from "../../../engine/shared/dates";
import { useIntl, useT } from "../../app/i18n/useT";
import { GoalProgressBar } from "./GoalProgressBar";
import { goalTargetText } from "./goalText";

/** The verdict once data exists: a tick when the goal holds so far, a cross when it does not. */
function Verdict({ success }: { success: boolean | null }) {
  const t = useT();
  if (success === null) return <p className="muted">{t("goal.success.pending")}</p>;
  const label = success ? t("goal.success.yes") : t("goal.success.no");
  return (
    <p className={`goal-verdict goal-verdict--${success ? "yes" : "no"}`} data-testid="goal-verdict">
      <span className="goal-verdict__icon" aria-hidden="true">
        {success ? "✓" : "✗"}
      </span>
      {label}
    </p>
  );
}

/** The goal card: data value, type and target, dates, verdict and progress. */
export function GoalSummary({ goal }: { goal: PersonalGoalDetail }) {
  const t = useT();
  const intl = useIntl();
  const day = (value: string) =>
    intl.formatDate(`${value}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <section className="tile goal-card" aria-labelledby="goal-title" data-testid="goal-card">
      <p className="card__eyebrow">
        {goal.status === "DONE" ? t("goal.status.done") : t("goal.status.inProgress")}
      </p>
      <h1 className="goal-card__title" id="goal-title">
        {goal.dataValueName}
      </h1>
      <p className="goal-card__target">{goalTargetText(t, goal)}</p>
      <p className="muted">{t("goal.dates", { start: day(goal.start), end: day(addDays(goal.end, -1)) })}</p>
      <Verdict success={goal.success} />
      <GoalProgressBar progress={goal.progress} />
    </section>
  );
}
