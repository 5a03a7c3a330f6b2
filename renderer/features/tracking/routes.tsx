/** The pages of tracking, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { isDay } from "../../../engine/shared/dates";
import { rootRoute, patientRoute } from "../../app/router/shellRoutes";

export const pathologiesSettingsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "settings/pathologies",
  component: lazyRouteComponent(() => import("./PathologiesSettingsPage"), "PathologiesSettingsPage"),
});

// docs/architecture.md own address of the goals-and-symptoms settings, outside /app (the server redirects it too).
export const seedPathologiesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/patient/settings/pathologies",
  beforeLoad: () => {
    throw redirect({ to: "/app/patient/settings/pathologies", replace: true });
  },
});

/** `?date=YYYY-MM-DD`: the day the journal shows (today when absent or not a day). */
export const journalRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "journal",
  validateSearch: (search: Record<string, unknown>): { date?: string } =>
    typeof search.date === "string" && isDay(search.date) ? { date: search.date } : {},
  component: lazyRouteComponent(() => import("./JournalPage"), "JournalPage"),
});

export const symptomRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/symptom/$symptomId",
  component: lazyRouteComponent(() => import("./SymptomPage"), "SymptomPage"),
});

export const questionnaireRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/questionnaire/$id",
  component: lazyRouteComponent(() => import("./QuestionnairePage"), "QuestionnairePage"),
});
