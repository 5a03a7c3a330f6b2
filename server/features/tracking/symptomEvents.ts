/** Symptom events (docs/features/tracking.md): the patient's events of one day. */
import type { SymptomEventView } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { presentSymptomEvent } from "./present";

export async function listSymptomEvents(db: Db, user: User, date: string): Promise<SymptomEventView[]> {
  const rows = await db("symptomEvents")
    .where({ userId: user.id, date })
    .orderBy([{ column: "createdAt" }, { column: "id" }]);
  return rows.map(presentSymptomEvent);
}
