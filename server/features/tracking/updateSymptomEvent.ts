/**
 * A patient replaces one of their symptom events (docs/features/tracking.md), of a day that may still be
 * corrected, by one of a day that may be entered; not onto a symptom and day another entry holds
 * (409 SYMPTOM_ALREADY_RECORDED).
 */
import type { SymptomEventBody, SymptomEventView } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { Conflict, NotFound } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { assertCorrectableEntry } from "./journalDayChecks";
import { trackingPolicy } from "./policy";
import { presentSymptomEvent } from "./present";
import { checkReferences, columns } from "./symptomEventInput";

/**
 * Replaces an event of the patient's, of a day that may still be corrected on `today`, by one of a
 * day that may be entered; another patient's event answers 404.
 */
export async function updateSymptomEvent(
  db: Db,
  user: User,
  id: string,
  input: SymptomEventBody,
  today: string,
): Promise<SymptomEventView> {
  const key = { userId: user.id, id };
  const updated = await runUseCase(db, {
    load: async (trx) => {
      const existing = await trx("symptomEvents").where(key).forUpdate().first("id", "userId", "date");
      if (!existing) throw new NotFound("No such symptom event");
      return existing;
    },
    authorize: (existing) => trackingPolicy.ownsEntry(user, existing),
    decide: (existing) => assertCorrectableEntry(today, existing.date),
    write: async (trx) => {
      await checkReferences(trx, input, today);
      // One entry per symptom and day: moving this one onto another's day would make two.
      const other = await trx("symptomEvents")
        .where({ userId: user.id, symptom: input.symptom, date: input.date })
        .whereNot({ id })
        .forUpdate()
        .first("id");
      if (other) {
        throw new Conflict(
          "SYMPTOM_ALREADY_RECORDED",
          "This symptom already has an entry on that day: change that one instead",
        );
      }
      const [row] = await trx("symptomEvents").where(key).update(columns(input)).returning("*");
      return row;
    },
  });
  return presentSymptomEvent(updated);
}
