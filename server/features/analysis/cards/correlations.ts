/**
 * ANALYSIS_CORRELATIONS (analytic type correlation): the list GET /api/patient/correlations answers
 * (server/features/analysis/correlations.ts: the last 30 days, false discoveries held, 3 free and 100 with a
 * paid author link, zero, null and unmatched ones left out), as one card, with every pair tested.
 */
import type { AnalysisCorrelationsCard } from "../../../../card-schemas";
import { readCorrelations } from "../correlations";
import type { AnalysisBuilder } from "./builder";

const MAX_PAIRS = 1000;

export const buildCorrelations: AnalysisBuilder = async (deps, user, _window, query) => {
  const filter = {
    ...(query.symptom && { symptom: query.symptom }),
    ...(query.dataValue && { dataValue: query.dataValue }),
  };
  const { answer, pairs } = await readCorrelations(deps, user, filter);
  const card: AnalysisCorrelationsCard = {
    id: "correlation",
    type: "ANALYSIS_CORRELATIONS",
    n: answer.tested,
    from: answer.from,
    to: answer.to,
    ...filter,
    items: answer.items,
    total: answer.total,
    // Every pair looked at, so the card can say which showed no association (cut to the schema's 1000).
    pairs: pairs.slice(0, MAX_PAIRS),
    limited: answer.limited,
  };
  return [card];
};
