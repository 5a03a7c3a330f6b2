import { route } from "../../platform/http/route";
import { listCorrelations } from "./correlations";

export const correlationRoutes = [
  route({
    call: "GET /api/patient/correlations",
    policy: "patient",
    tag: "tracking",
    summary:
      "Correlations between the patient's symptoms and daily values over the last 30 days (Spearman, same and next day, Benjamini–Hochberg across all pairs, 10 paired days at least), strongest first: 3 free, 100 with a paid author link. As the job queue last computed them (after new data, nightly); computed here once if no job has yet.",
    async handler({ user, query, deps }) {
      return listCorrelations(deps, user, query);
    },
  }),
];
