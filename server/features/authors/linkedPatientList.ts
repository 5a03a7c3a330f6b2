/**
 * The author's linked patients as their pro lists them (docs/features/authors.md `GET …/user`): those
 * whose link is valid on their own today, by name.
 */
import type { ProPatientList } from "../../../card-schemas";
import { isAuthorLinkValid } from "../../../engine/authors/authorSubscriptionPrices";
import { addDays, localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { dayOf } from "../../platform/db/dayOf";
import { callConsents } from "./callConsents";
import type { PatientLinkRow } from "./linkedPatient";
import { patientNames } from "./patientNames";
import { presentProPatient } from "./present";

/** GET /api/pro/{proId}/user: the patients whose link is valid on their today, by name. */
export async function listLinkedPatients(deps: AppDeps, authorId: string): Promise<ProPatientList> {
  // A day either side of UTC's covers every time zone; each patient's own today decides.
  const earliest = addDays(deps.now().toISOString().slice(0, 10), -1);
  const rows = (await deps
    .db("authorLinks as l")
    .join("users as u", "u.id", "l.userId")
    .where({ "l.authorId": authorId, "l.status": "VALIDATED" })
    .andWhere("l.end", ">=", earliest)
    .limit(1000)
    .select("l.*", "u.timeZone")) as (PatientLinkRow & { timeZone: string })[];
  const valid = rows.filter((r) =>
    isAuthorLinkValid({ status: r.status, end: dayOf(r.end) }, localDay(deps.now(), r.timeZone)),
  );
  const ids = valid.map((r) => r.userId);
  const [names, consents] = await Promise.all([patientNames(deps.db, ids), callConsents(deps, ids)]);
  const items = valid.map((r) => presentProPatient(r, names.get(r.userId) ?? "", consents.get(r.userId)));
  return { items: items.sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId)) };
}
