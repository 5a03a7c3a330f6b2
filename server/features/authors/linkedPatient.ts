/**
 * A patient as their author's pro may see them (docs/features/authors.md …/user/{userId}): only while
 * their link is valid on the patient's today; anyone else is not found (404).
 */
import type { ProCallStatus } from "../../../card-schemas";
import { isAuthorLinkValid } from "../../../engine/authors/authorSubscriptionPrices";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { dayOf } from "../../platform/db/dayOf";

export interface PatientLinkRow {
  id: string;
  userId: string;
  status: string;
  end: string | Date;
  payed: boolean;
  autorNotification: boolean;
  callStatus: ProCallStatus;
}

/** A patient the author may see today: the patient, their valid link and their today. */
export interface LinkedPatient {
  patient: User;
  link: PatientLinkRow;
  today: string;
}

/** The patient `userId` while their link to `authorId` is valid on their today; 404 otherwise. */
export async function linkedPatient(deps: AppDeps, authorId: string, userId: string): Promise<LinkedPatient> {
  const [patient, link] = await Promise.all([
    User.query(deps.db).findById(userId),
    deps.db("authorLinks").where({ userId, authorId }).first() as Promise<PatientLinkRow | undefined>,
  ]);
  if (!patient || !link) throw new NotFound("No such patient");
  const today = localDay(deps.now(), patient.timeZone);
  if (!isAuthorLinkValid({ status: link.status, end: dayOf(link.end) }, today)) {
    throw new NotFound("No such patient");
  }
  return { patient, link, today };
}
