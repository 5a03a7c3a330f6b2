/**
 * A patient records a symptom event (docs/features/tracking.md): the entry of a symptom on a day the
 * journal lets be entered. A symptom has one entry per day: checking it in again changes that entry
 * (engine/tracking/symptomDayEntry.ts). A retry with the same client `id` answers the entry again.
 */
import type { SymptomEventBody, SymptomEventVariables, SymptomEventView } from "../../../card-schemas";
import crypto from "node:crypto";
import type { Knex } from "knex";
import { mergeSymptomDayEntry } from "../../../engine/tracking/symptomDayEntry";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import type { IdempotentRequest } from "../../core/idempotency";
import { presentSymptomEvent } from "./present";
import { checkReferences, columns } from "./symptomEventInput";

/** The same event sent again, or a different one under an id already taken. */
function sameEvent(row: { symptom: string; intensity: number; date: string }, input: SymptomEventBody) {
  return row.symptom === input.symptom && row.intensity === input.intensity && row.date === input.date;
}

interface StoredEvent {
  id: string;
  userId: string;
  intensity: number;
  duration: number | null;
  variables: SymptomEventVariables | null;
}

/** The day's entry of the symptom changed by `input`, its id and first recording kept. */
async function mergeInto(trx: Knex.Transaction, existing: StoredEvent, input: SymptomEventBody) {
  const merged = mergeSymptomDayEntry(
    { intensity: existing.intensity, duration: existing.duration, variables: existing.variables ?? {} },
    { intensity: input.intensity, duration: input.duration ?? null, variables: input.variables ?? {} },
  );
  const [row] = await trx("symptomEvents")
    .where({ userId: existing.userId, id: existing.id })
    .update({ ...merged, variables: JSON.stringify(merged.variables) })
    .returning("*");
  return row;
}

/**
 * Records the entry of a symptom on a day the journal lets be entered on the patient's `today`, or
 * changes the one the day has; with a client `id` already used by this patient for the same
 * event, answers that one.
 */
export async function createSymptomEvent(
  db: Db,
  user: User,
  input: SymptomEventBody,
  today: string,
  request?: IdempotentRequest,
): Promise<SymptomEventView> {
  const row = await runUseCase(
    db,
    {
      load: (trx) => checkReferences(trx, input, today),
      write: async (trx) => {
        const id = input.id ?? crypto.randomUUID();
        // Either unique key may clash: the client's id (a retry) or the symptom's day (a new check-in).
        const [inserted] = await trx("symptomEvents")
          .insert({ id, userId: user.id, ...columns(input) })
          .onConflict()
          .ignore()
          .returning("*");
        if (inserted) return inserted;
        // Ids are the patient's own (another patient's same id is another row): only theirs can clash.
        const sameId = await trx("symptomEvents").where({ userId: user.id, id }).forUpdate().first();
        if (sameId) {
          if (!sameEvent(sameId, input)) {
            throw new Conflict("ID_IN_USE", "This id is already used by another of your events");
          }
          return sameId;
        }
        const ofDay: StoredEvent | undefined = await trx("symptomEvents")
          .where({ userId: user.id, symptom: input.symptom, date: input.date })
          .forUpdate()
          .first();
        // Only a removal between the insert and this read leaves neither: the retry starts over.
        if (!ofDay) throw new Error("the clashing symptom entry is gone");
        return mergeInto(trx, ofDay, input);
      },
    },
    { idempotency: request },
  );
  return presentSymptomEvent(row);
}
