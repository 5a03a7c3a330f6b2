/** Recurring symptoms (docs/features/tracking.md): the symptoms a patient checks in on every day. */
import type { UserSymptomView } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { presentUserSymptom } from "./present";

export async function listUserSymptoms(db: Db, user: User): Promise<UserSymptomView[]> {
  const rows = await db("userSymptoms").where({ userId: user.id }).orderBy("symptom");
  return rows.map(presentUserSymptom);
}
