/**
 * A patient records a medication intake (docs/features/tracking.md): which medication, when, and how
 * well it worked; a retry with the same client `id` answers it again.
 */
import type { MedicationIntakeBody, MedicationIntakeView } from "../../../card-schemas";
import crypto from "node:crypto";
import { localDay } from "../../../engine/shared/dates";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { Conflict, ValidationError } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import type { IdempotentRequest } from "../../core/idempotency";
import { assertMedicationExists } from "./catalogueChecks";
import { assertEnterableDay } from "./journalDayChecks";
import { presentMedicationIntake } from "./present";

/** Records an intake taken on a day the journal lets be entered on the patient's `today`. */
export async function createMedicationIntake(
  db: Db,
  user: User,
  input: MedicationIntakeBody,
  today: string,
  request?: IdempotentRequest,
): Promise<MedicationIntakeView> {
  assertEnterableDay(today, localDay(new Date(input.datetime), user.timeZone), "/datetime");
  const row = await runUseCase(
    db,
    {
      load: async (trx) => {
        await assertMedicationExists(trx, input.medicationID);
        if (input.crisisID !== undefined) {
          const crisis = await trx("symptomEvents")
            .where({ id: input.crisisID, userId: user.id })
            .first("id");
          if (!crisis)
            throw new ValidationError([{ path: "/crisisID", message: "is not one of your symptom events" }]);
        }
      },
      write: async (trx) => {
        const id = input.id ?? crypto.randomUUID();
        const datetime = new Date(input.datetime);
        const [inserted] = await trx("medicationIntakes")
          .insert({
            id,
            userId: user.id,
            medicationId: input.medicationID,
            datetime,
            crisisId: input.crisisID ?? null,
            efficiency: input.efficiency ?? null,
          })
          .onConflict(["userId", "id"])
          .ignore()
          .returning("*");
        if (inserted) return inserted;
        // Ids are the patient's own (another patient's same id is another row): only theirs can clash.
        const existing = await trx("medicationIntakes").where({ userId: user.id, id }).first();
        const same =
          existing.medicationId === input.medicationID &&
          new Date(existing.datetime).getTime() === datetime.getTime();
        if (!same) throw new Conflict("ID_IN_USE", "This id is already used by another of your intakes");
        return existing;
      },
    },
    { idempotency: request },
  );
  return presentMedicationIntake(row);
}
