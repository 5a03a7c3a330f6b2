/**
 * ANALYSIS_CORRELATIONS (analytic type correlation): the list GET /api/patient/correlations answers
 * (server/features/analysis/correlations.ts: the last 30 days, false discoveries held, 3 free and 100 with a
 * paid author link, zero, null and unmatched ones left out), as one card.
 */
import type { AnalysisCorrelationsCard } from "../../../../card-schemas";
import { listCorrelations } from "../correlations";
import type { AnalysisBuilder } from "./builder";

export const buildCorrelations: AnalysisBuilder = async (deps, user, _window, query) => {
  const filter = {
    ...(query.symptom && { symptom: query.symptom }),
    ...(query.dataValue && { dataValue: query.dataValue }),
  };
  const answer = await listCorrelations(deps, user, filter);
  const card: AnalysisCorrelationsCard = {
    id: "correlation",
    type: "ANALYSIS_CORRELATIONS",
    n: answer.tested,
    from: answer.from,
    to: answer.to,
    ...filter,
    items: answer.items,
    total: answer.total,
    limited: answer.limited,
  };
  return [card];
};
