/** A patient gives a consent that a program's conditions ask for (docs/features/programs.md). */
import type { ProgramConsentAnswer } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { conditionsOf, liveProgram } from "./liveProgram";

/**
 * Gives a consent that the program's conditions name (409 CONSENT_NOT_ASKED for any other, so
 * this path cannot record arbitrary consents). Giving it again changes nothing.
 */
export async function giveProgramConsent(
  deps: AppDeps,
  user: User,
  studyId: string,
  consent: string,
): Promise<ProgramConsentAnswer> {
  const catalog = await deps.catalog.get();
  const asked = conditionsOf(liveProgram(catalog, user, studyId)).some(
    (c) => c.type === "consent" && c.consent === consent,
  );
  if (!asked) throw new Conflict("CONSENT_NOT_ASKED", "This program does not ask for that consent");
  await deps
    .db("consents")
    .insert({ id: `${user.id}_${consent}`, userId: user.id, consentId: consent })
    .onConflict(["userId", "consentId"])
    .ignore();
  return { consent, given: true };
}
