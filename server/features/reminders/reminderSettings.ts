/**
 * The patient's reminder settings (docs/features/reminders.md), kept on the `patient_info` row: the
 * e-mail reminder is the profile's `daily_mail`, so the profile and the reminders never disagree.
 */
import type { ReminderSettings } from "../../../card-schemas";
import { DEFAULT_REMINDER_TIME } from "../../../engine/reminders/dailyReminder";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { runUseCase } from "../../core/useCase";

/** The settings, the defaults (nothing on, 19:00) before the patient saved any. */
export async function readReminderSettings(db: Db, userId: string): Promise<ReminderSettings> {
  const row = (await db("patientInfo")
    .where({ id: userId })
    .first("dailyMail", "reminderPush", "reminderTime")) as
    { dailyMail: boolean; reminderPush: boolean; reminderTime: string } | undefined;
  return {
    email: row?.dailyMail ?? false,
    push: row?.reminderPush ?? false,
    time: row?.reminderTime ?? DEFAULT_REMINDER_TIME,
  };
}

/** Saves the three settings at once (PUT /api/patient/reminders). */
export async function saveReminderSettings(
  db: Db,
  user: User,
  input: ReminderSettings,
): Promise<ReminderSettings> {
  await runUseCase(db, {
    load: async () => undefined,
    write: async (trx) => {
      await trx("patientInfo")
        .insert({ id: user.id, dailyMail: input.email, reminderPush: input.push, reminderTime: input.time })
        .onConflict("id")
        .merge(["dailyMail", "reminderPush", "reminderTime"]);
    },
  });
  return readReminderSettings(db, user.id);
}
