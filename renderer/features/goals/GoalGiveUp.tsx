import { useState } from "react";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useGiveUpGoal } from "./useGoalMutations";

/** Give up in two taps (docs/features/goals.md): give up, then confirm; the goal is deleted. */
export function GoalGiveUp({ goalId, onGaveUp }: { goalId: string; onGaveUp: () => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const giveUp = useGiveUpGoal();

  if (!confirming) {
    return (
      <button
        type="button"
        className="btn btn--ghost btn--block"
        data-testid="goal-give-up"
        onClick={() => setConfirming(true)}
      >
        {t("goal.giveUp")}
      </button>
    );
  }
  return (
    <div className="goal-give-up stack" role="group" aria-labelledby="goal-give-up-question">
      <p id="goal-give-up-question">{t("goal.giveUp.question")}</p>
      {giveUp.isError && <ErrorAlert error={giveUp.error} />}
      <button
        type="button"
        className="btn btn--danger btn--block"
        data-testid="goal-give-up-confirm"
        disabled={giveUp.isPending || giveUp.isSuccess}
        onClick={() => giveUp.mutate(goalId, { onSuccess: onGaveUp })}
      >
        {t("goal.giveUp.confirm")}
      </button>
      <button
        type="button"
        className="btn btn--block"
        disabled={giveUp.isPending || giveUp.isSuccess}
        onClick={() => setConfirming(false)}
      >
        {t("goal.giveUp.cancel")}
      </button>
    </div>
  );
}
