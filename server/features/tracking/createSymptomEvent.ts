/**
 * A patient records a symptom event (docs/features/tracking.md): one occurrence of a symptom, with its
 * details, of a day the journal lets be entered; a retry with the same client `id` answers it again.
 */
import type { SymptomEventBody, SymptomEventView } from "../../../card-schemas";
import crypto from "node:crypto";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { presentSymptomEvent } from "./present";
import { checkReferences, columns } from "./symptomEventInput";

/** The same event sent again, or a different one under an id already taken. */
function sameEvent(row: { symptom: string; intensity: number; date: string }, input: SymptomEventBody) {
  return row.symptom === input.symptom && row.intensity === input.intensity && row.date === input.date;
}

/**
 * Records an event of a day the journal lets be entered on the patient's `today`; with a client
 * `id` already used by this patient for the same event, answers that one.
 */
export async function createSymptomEvent(
  db: Db,
  user: User,
  input: SymptomEventBody,
  today: string,
): Promise<SymptomEventView> {
  const row = await runUseCase(db, {
    load: (trx) => checkReferences(trx, input, today),
    write: async (trx) => {
      const id = input.id ?? crypto.randomUUID();
      const [inserted] = await trx("symptomEvents")
        .insert({ id, userId: user.id, ...columns(input) })
        .onConflict(["userId", "id"])
        .ignore()
        .returning("*");
      if (inserted) return inserted;
      // Ids are the patient's own (another patient's same id is another row): only theirs can clash.
      const existing = await trx("symptomEvents").where({ userId: user.id, id }).first();
      if (!sameEvent(existing, input)) {
        throw new Conflict("ID_IN_USE", "This id is already used by another of your events");
      }
      return existing;
    },
  });
  return presentSymptomEvent(row);
}
