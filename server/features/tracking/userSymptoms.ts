/** Recurring symptoms (docs/features/tracking.md): the symptoms a patient checks in on every day. */
import type { UserSymptomView } from "../../../card-schemas";
import crypto from "node:crypto";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import type { User } from "../../platform/db/models";
import { Conflict, NotFound } from "../../core/errors";
import { authorize } from "../../core/policies";
import { trackingPolicy } from "./policy";
import { presentUserSymptom } from "./present";
import { assertSymptomExists } from "./trackingCatalogue";

export async function listUserSymptoms(db: Db, user: User): Promise<UserSymptomView[]> {
  const rows = await db("userSymptoms").where({ patientusersId: user.id }).orderBy("symptom");
  return rows.map(presentUserSymptom);
}

/** Adds a recurring symptom; adding one already followed answers the existing entry (a retry is harmless). */
export async function addUserSymptom(db: Db, user: User, symptom: string): Promise<UserSymptomView> {
  return inTransaction(db, async (trx) => {
    await assertSymptomExists(trx, symptom);
    await trx("userSymptoms")
      .insert({ id: crypto.randomUUID(), patientusersId: user.id, symptom })
      .onConflict(["patientusersId", "symptom"])
      .ignore();
    return presentUserSymptom(await trx("userSymptoms").where({ patientusersId: user.id, symptom }).first());
  });
}

async function ownEntry(trx: Db, user: User, id: string) {
  const entry = await trx("userSymptoms").where({ id }).forUpdate().first("id", "patientusersId", "symptom");
  if (!entry) throw new NotFound("No such recurring symptom");
  authorize(trackingPolicy.ownsEntry(user, entry));
  return entry as { id: string; symptom: string };
}

/** Swaps which symptom an entry follows; 409 when the patient already follows the new one. */
export async function changeUserSymptom(
  db: Db,
  user: User,
  id: string,
  symptom: string,
): Promise<UserSymptomView> {
  return inTransaction(db, async (trx) => {
    const entry = await ownEntry(trx, user, id);
    if (entry.symptom === symptom) return presentUserSymptom(entry);
    await assertSymptomExists(trx, symptom);
    const taken = await trx("userSymptoms").where({ patientusersId: user.id, symptom }).first("id");
    if (taken) throw new Conflict("ALREADY_TRACKED", "You already follow this symptom");
    const [updated] = await trx("userSymptoms")
      .where({ id })
      .update({ symptom })
      .returning(["id", "symptom"]);
    return presentUserSymptom(updated);
  });
}

export async function removeUserSymptom(db: Db, user: User, id: string): Promise<{ id: string }> {
  return inTransaction(db, async (trx) => {
    await ownEntry(trx, user, id);
    await trx("userSymptoms").where({ id }).delete();
    return { id };
  });
}
