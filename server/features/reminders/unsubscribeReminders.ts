/** Someone follows the unsubscribe link of a reminder e-mail, signed in or not (docs/features/reminders.md). */
import { HttpError } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import type { Db } from "../../platform/db/connection";
import { userOfUnsubscribeToken } from "./unsubscribeLink";

/** A token the server never signed (or a mistyped link): 400 UNSUBSCRIBE_LINK_INVALID. */
export class UnsubscribeLinkInvalid extends HttpError {
  constructor() {
    super(400, "UNSUBSCRIBE_LINK_INVALID", "This unsubscribe link is not valid");
  }
}

/**
 * Turns the e-mail reminder off (the profile's dailyMail with it). Following the link again, or
 * after the account was deleted, changes nothing and still succeeds: the person gets no more mail.
 */
export async function unsubscribeReminders(db: Db, token: string): Promise<Record<string, never>> {
  const userId = await userOfUnsubscribeToken(db, token);
  if (!userId) throw new UnsubscribeLinkInvalid();
  await runUseCase(db, {
    load: async () => undefined,
    write: async (trx) => {
      await trx("patientInfo").where({ id: userId }).update({ dailyMail: false });
    },
  });
  return {};
}
