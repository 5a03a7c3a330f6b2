import { useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { canAddGoal } from "../../../engine/goals/goalLimits";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { GoalForm } from "./GoalForm";
import { goalTargetText } from "./goalText";
import { goalsInProgressQuery } from "./queries";
import "./goals.css";

/**
 * The home page's goals: those in progress, each linking to its page, and the add button, shown
 * only while fewer than MAX_GOALS_IN_PROGRESS run (docs/features/goals.md). A new goal opens its page.
 */
export function GoalsTile() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const goals = useQuery(goalsInProgressQuery(api));
  const [adding, setAdding] = useState(false);

  return (
    <section className="tile" aria-labelledby="my-goals-title" data-testid="goals-tile">
      <h2 className="tile__title" id="my-goals-title">
        {t("goal.home.title")}
      </h2>
      {goals.isPending && <p className="skeleton" aria-busy="true" />}
      {goals.isError && <ErrorAlert error={goals.error} />}
      {goals.isSuccess && goals.data.length === 0 && !adding && (
        <p className="muted">{t("goal.home.empty")}</p>
      )}
      {goals.isSuccess && goals.data.length > 0 && (
        <ul className="program-list" data-testid="my-goals">
          {goals.data.map((goal) => (
            <li key={goal.id} className="program-list__item">
              <Link
                to="/app/patient/ressources/goals/$id"
                params={{ id: goal.id }}
                className="program-list__link"
              >
                <span className="program-list__title">{goal.dataValueName}</span>
                <span className="muted">{goalTargetText(t, goal)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <div className="stack">
          <GoalForm
            onCreated={(goal) =>
              void navigate({ to: "/app/patient/ressources/goals/$id", params: { id: goal.id } })
            }
          />
          <button type="button" className="btn btn--ghost btn--block" onClick={() => setAdding(false)}>
            {t("goal.home.cancel")}
          </button>
        </div>
      ) : (
        goals.isSuccess &&
        canAddGoal(goals.data.length) && (
          <button
            type="button"
            className="btn btn--block"
            data-testid="goal-add"
            onClick={() => setAdding(true)}
          >
            {t("goal.home.add")}
          </button>
        )
      )}
    </section>
  );
}
