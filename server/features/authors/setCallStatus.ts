/**
 * A pro sets the call status of a linked patient who consented to be called (docs/features/authors.md
 * `PUT …/user/{userId}/callStatus/`, NUMERO_CALL).
 */
import type { ProCallStatus, ProPatient } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import { Conflict } from "../../core/errors";
import { callConsents } from "./callConsents";
import { linkedPatient } from "./linkedPatient";
import { patientNames } from "./patientNames";
import { presentProPatient } from "./present";

export class NoCallConsent extends Conflict {
  constructor() {
    super("NO_CALL_CONSENT", "This patient did not consent to be called");
  }
}

/** PUT …/user/{userId}/callStatus/: only for a patient who consented to be called (409 otherwise). */
export async function setCallStatus(
  deps: AppDeps,
  authorId: string,
  userId: string,
  callStatus: ProCallStatus,
): Promise<ProPatient> {
  const { link } = await linkedPatient(deps, authorId, userId);
  const consents = await callConsents(deps, [userId]);
  if (!consents.has(userId)) throw new NoCallConsent();
  await deps.db("authorLinks").where({ id: link.id }).update({ callStatus, updatedAt: deps.now() });
  const names = await patientNames(deps.db, [userId]);
  return presentProPatient({ ...link, callStatus }, names.get(userId) ?? "", consents.get(userId));
}
