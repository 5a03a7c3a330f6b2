/** A patient follows a symptom of the catalogue every day (docs/features/tracking.md: recurring symptoms). */
import type { UserSymptomView } from "../../../card-schemas";
import crypto from "node:crypto";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { runUseCase } from "../../core/useCase";
import { assertSymptomExists } from "./catalogueChecks";
import { presentUserSymptom } from "./present";

/** Adds a recurring symptom; adding one already followed answers the existing entry (a retry is harmless). */
export async function addUserSymptom(db: Db, user: User, symptom: string): Promise<UserSymptomView> {
  const entry = await runUseCase(db, {
    load: (trx) => assertSymptomExists(trx, symptom),
    write: async (trx) => {
      await trx("userSymptoms")
        .insert({ id: crypto.randomUUID(), userId: user.id, symptom })
        .onConflict(["userId", "symptom"])
        .ignore();
      return trx("userSymptoms").where({ userId: user.id, symptom }).first();
    },
  });
  return presentUserSymptom(entry);
}
