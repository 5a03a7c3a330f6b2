import { route } from "../../platform/http/route";
import { buildAnalysis } from "./cards/analysisDocument";
import { listAnalytics } from "./cards/analytics";

export const analysisRoutes = [
  route({
    call: "GET /api/patient/analysis",
    policy: "patient",
    tag: "tracking",
    summary:
      "The analysis cards of one analytic of the patient's own data as an `analysis` document, over `from`–`to` (by default the kind's window ending today: 30 days, the month of `to` for calendars, 90 days of questionnaire scores, 6 days of wrap-up). Each card says how many points it rests on (`n`) and its window. 400 for an unknown kind, `from` after `to` or a window longer than 366 days.",
    async handler({ user, query, deps }) {
      return buildAnalysis(deps, user, query);
    },
  }),

  route({
    call: "GET /api/patient/analytics",
    policy: "patient",
    tag: "tracking",
    summary:
      "The patient's analytics, built from their data (recurring symptoms, data values recorded, medications taken, questionnaires filled, pictures, followed studies' symptoms and values), filtered by study and type, 10 per page; with the studies and types to filter by.",
    async handler({ user, query, deps }) {
      return listAnalytics(deps, user, query);
    },
  }),
];
