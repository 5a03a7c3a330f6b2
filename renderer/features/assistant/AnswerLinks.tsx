import { Link } from "@tanstack/react-router";
import type { AssistantVariables } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";

/** Under an answer, the program or the goal it points to (its `variables`), to open. */
export function AnswerLinks({ variables }: { variables: AssistantVariables }) {
  const t = useT();
  return (
    <span className="assistant-bubble__links">
      {variables.studyId && (
        <Link
          to="/app/patient/ressources/studies/$id"
          params={{ id: variables.studyId }}
          data-testid="assistant-open-program"
        >
          {t("assistant.history.openProgram")}
        </Link>
      )}
      {variables.personalGoal && (
        <Link
          to="/app/patient/ressources/goals/$id"
          params={{ id: variables.personalGoal }}
          data-testid="assistant-open-goal"
        >
          {t("assistant.history.openGoal")}
        </Link>
      )}
    </span>
  );
}
