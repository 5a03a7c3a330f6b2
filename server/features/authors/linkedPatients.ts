/**
 * The author's linked patients (docs/features/authors.md …/user): a pro sees a patient only while their link is
 * valid on the patient's today (docs/features/authors.md); anyone else is not found (404). The pro may end the
 * link and sets the call status of a patient who consented to be called (NUMERO_CALL).
 */
import type { ProCallStatus, ProConnection, ProPatient, ProPatientList } from "../../../card-schemas";
import { isAuthorLinkValid } from "../../../engine/authors/authorSubscriptionPrices";
import { addDays, localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { Consent, User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, NotFound } from "../../core/errors";
import { patientNames } from "./patientNames";
import { dayOf } from "../../platform/db/dayOf";

export class NoCallConsent extends Conflict {
  constructor() {
    super("NO_CALL_CONSENT", "This patient did not consent to be called");
  }
}

interface LinkRow {
  id: string;
  patientusersId: string;
  status: string;
  end: string | Date;
  payed: boolean;
  autorNotification: boolean;
  callStatus: ProCallStatus;
}

/** A patient the author may see today: the patient, their valid link and their today. */
export interface LinkedPatient {
  patient: User;
  link: LinkRow;
  today: string;
}

/** The patient `userId` while their link to `autorId` is valid on their today; 404 otherwise. */
export async function linkedPatient(deps: AppDeps, autorId: string, userId: string): Promise<LinkedPatient> {
  const [patient, link] = await Promise.all([
    User.query(deps.db).findById(userId),
    deps.db("authorLinks").where({ patientusersId: userId, autorId }).first() as Promise<LinkRow | undefined>,
  ]);
  if (!patient || !link) throw new NotFound("No such patient");
  const today = localDay(deps.now(), patient.timeZone);
  if (!isAuthorLinkValid({ status: link.status, end: dayOf(link.end) }, today)) {
    throw new NotFound("No such patient");
  }
  return { patient, link, today };
}

async function callConsents(deps: AppDeps, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, string | null>();
  const rows = (await deps
    .db("consents as c")
    .leftJoin("patientInfo as i", "i.id", "c.patientusersId")
    .whereIn(
      "c.id",
      userIds.map((id) => Consent.idFor(id, "NUMERO_CALL")),
    )
    .select("c.patientusersId", "i.phone")) as { patientusersId: string; phone: string | null }[];
  return new Map(rows.map((r) => [r.patientusersId, r.phone]));
}

function present(link: LinkRow, name: string, phone: string | null | undefined): ProPatient {
  return {
    userId: link.patientusersId,
    name,
    end: dayOf(link.end),
    payed: link.payed === true,
    autorNotification: link.autorNotification !== false,
    call: phone === undefined ? null : { status: link.callStatus, phone },
  };
}

/** GET /api/pro/{proId}/user: the patients whose link is valid on their today, by name. */
export async function listLinkedPatients(deps: AppDeps, autorId: string): Promise<ProPatientList> {
  // A day either side of UTC's covers every time zone; each patient's own today decides.
  const earliest = addDays(deps.now().toISOString().slice(0, 10), -1);
  const rows = (await deps
    .db("authorLinks as l")
    .join("users as u", "u.id", "l.patientusersId")
    .where({ "l.autorId": autorId, "l.status": "VALIDATED" })
    .andWhere("l.end", ">=", earliest)
    .limit(1000)
    .select("l.*", "u.timeZone")) as (LinkRow & { timeZone: string })[];
  const valid = rows.filter((r) =>
    isAuthorLinkValid({ status: r.status, end: dayOf(r.end) }, localDay(deps.now(), r.timeZone)),
  );
  const ids = valid.map((r) => r.patientusersId);
  const [names, consents] = await Promise.all([patientNames(deps.db, ids), callConsents(deps, ids)]);
  const items = valid.map((r) =>
    present(r, names.get(r.patientusersId) ?? "", consents.get(r.patientusersId)),
  );
  return { items: items.sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId)) };
}

/** PUT …/user/{userId}/callStatus/: only for a patient who consented to be called (409 otherwise). */
export async function setCallStatus(
  deps: AppDeps,
  autorId: string,
  userId: string,
  callStatus: ProCallStatus,
): Promise<ProPatient> {
  const { link } = await linkedPatient(deps, autorId, userId);
  const consents = await callConsents(deps, [userId]);
  if (!consents.has(userId)) throw new NoCallConsent();
  await deps.db("authorLinks").where({ id: link.id }).update({ callStatus, updatedAt: deps.now() });
  const names = await patientNames(deps.db, [userId]);
  return present({ ...link, callStatus }, names.get(userId) ?? "", consents.get(userId));
}

/**
 * PUT …/user/{userId}/connection/ `{ status: "ENDED" }`: the author ends the link today (CANCELED,
 * its end set to yesterday so no day of it stays valid); nothing is refunded. The patient may
 * follow again.
 */
export async function endConnection(deps: AppDeps, autorId: string, userId: string): Promise<ProConnection> {
  const { link, today } = await linkedPatient(deps, autorId, userId);
  await inTransaction(deps.db, (trx) =>
    trx("authorLinks")
      .where({ id: link.id, status: "VALIDATED" })
      .update({ status: "CANCELED", end: addDays(today, -1), updatedAt: deps.now() }),
  );
  return { userId, status: "CANCELED" };
}
