import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { PageSpinner } from "../../app/shell/PageSpinner";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { GoalChart } from "./GoalChart";
import { GoalGiveUp } from "./GoalGiveUp";
import { GoalSummary } from "./GoalSummary";
import { goalQuery } from "./queries";
import "./goals.css";

/**
 * The personal goal page's content (docs/features/goals.md): the goal card, a chart of the daily values, and
 * giving up, after which `onGaveUp` takes the patient home.
 */
export function GoalView({ goalId, onGaveUp }: { goalId: string; onGaveUp: () => void }) {
  const t = useT();
  const api = useApi();
  const goal = useQuery(goalQuery(api, goalId));
  useDocumentTitle(goal.data?.dataValueName ?? t("goal.page.title"), t("goal.page.description"));

  if (goal.isPending) return <PageSpinner />;
  if (goal.isError) return <ErrorAlert error={goal.error} />;
  return (
    <div className="goal-page stack">
      <GoalSummary goal={goal.data} />
      <GoalChart goal={goal.data} />
      <GoalGiveUp goalId={goal.data.id} onGaveUp={onGaveUp} />
    </div>
  );
}
