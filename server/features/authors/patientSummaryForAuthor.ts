/**
 * GET /api/pro/{proId}/user/{userId}/outchiIAHelp/: the assistant of the patient's coaching page
 * (the configured endpoint, else the built-in one) summarizes the patient's recent data for their
 * author, from the same summary it answers the patient from, in the pro's language. No token is
 * spent: the patient's tokens pay for the patient's questions only.
 */
import type { ProPatientSummary } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { assistantProvider, assistantSummary, type AssistantProvider } from "../assistant";
import type { LinkedPatient } from "./linkedPatient";

export async function patientSummaryForAuthor(
  deps: AppDeps,
  pro: User,
  { patient, today }: LinkedPatient,
  provider: AssistantProvider = assistantProvider(deps.config),
): Promise<ProPatientSummary> {
  // The labels in the pro's language; the data is the patient's alone.
  const summary = await assistantSummary(
    deps,
    Object.assign(patient.$clone(), { language: pro.language }),
    today,
  );
  const text = await provider.summarizeForAuthor({ summary, language: pro.language });
  return { builtIn: provider.builtIn, text, generatedAt: deps.now().toISOString() };
}
