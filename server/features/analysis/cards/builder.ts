/**
 * What a builder of analysis cards is (server/features/analysis/cards/analysisDocument.ts lists one per kind). Its
 * own file, so that the builders need not import the document that imports them (no import cycles).
 */
import type { AnalysisCard, ApiCalls } from "../../../../card-schemas";
import type { AnalysisWindow } from "../../../../engine/analysis/analysisWindows";
import type { AppDeps } from "../../../appDeps";
import type { User } from "../../../platform/db/models";

export type AnalysisQuery = ApiCalls["GET /api/patient/analysis"]["query"];

/** Builds the cards of one kind for the patient, over the window. */
export type AnalysisBuilder = (
  deps: AppDeps,
  user: User,
  window: AnalysisWindow,
  query: AnalysisQuery,
) => Promise<AnalysisCard[]>;
