import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { GoalView } from "./GoalView";
import { AppHeader } from "../../app/shell/AppHeader";

const route = getRouteApi("/app/patient/ressources/goals/$id");

/** `/app/patient/ressources/goals/{id}`: one personal goal; giving it up returns home (docs/features/goals.md). */
export function GoalPage() {
  const { id } = route.useParams();
  const navigate = useNavigate();
  return (
    <>
      <AppHeader />
      <main id="main" className="page page--narrow">
        <GoalView goalId={id} onGaveUp={() => void navigate({ to: "/app/patient", replace: true })} />
      </main>
    </>
  );
}
