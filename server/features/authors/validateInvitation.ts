/**
 * A pro validates a patient's follow of their author (docs/features/authors.md
 * `PUT …/invit/{id}/validate`): the link runs from the patient's today for the months paid for, and
 * the price held since the follow is credited to the pro as a subscription's earning, once.
 */
import type { ProInvitationDecision } from "../../../card-schemas";
import { validatedLinkEnd } from "../../../engine/authors/authorInvitations";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { dayOf } from "../../platform/db/dayOf";
import { credit } from "../../core/ledger";
import { runUseCase } from "../../core/useCase";
import { lockedLink, requestKey } from "./openInvitation";

/** PUT …/invit/{id}/validate: VALIDATED, valid from the patient's today for the months paid for. */
export async function validateInvitation(
  deps: AppDeps,
  authorId: string,
  id: string,
): Promise<ProInvitationDecision> {
  return runUseCase(deps.db, {
    load: async (trx) => {
      const link = await lockedLink(trx, authorId, id);
      const patient = (await trx("users").where({ id: link.userId }).first("timeZone")) as {
        timeZone: string;
      };
      const today = localDay(deps.now(), patient.timeZone);
      const author = (await trx("authors").where({ id: authorId }).first("userId")) as
        { userId: string | null } | undefined;
      return { link, today, author };
    },
    decide: ({ link, today }) => ({
      price: Number(link.followPrice),
      end: validatedLinkEnd(
        today,
        link.followMonths === null ? null : Number(link.followMonths),
        link.end ? dayOf(link.end) : null,
      ),
    }),
    write: async (trx, { price, end }, { link, author, today }) => {
      if (price > 0 && author?.userId) {
        await credit(trx, {
          userId: author.userId,
          delta: price,
          reason: "AUTHOR_SUBSCRIPTION_EARNING",
          reference: id,
          idempotencyKey: `AUTHOR_EARNING:AUTHOR_FOLLOW:${requestKey(link)}`,
        });
      }
      await trx("authorLinks")
        .where({ id })
        .update({
          status: "VALIDATED",
          end,
          payed: link.payed === true || price > 0,
          // The paid period a pro's end refunds from (endConnection.ts): the months held, from today.
          ...(price > 0 && author?.userId
            ? { paidSince: today, paidAmount: price }
            : { paidSince: null, paidAmount: 0 }),
          updatedAt: deps.now(),
        });
      return { id, userId: String(link.userId), status: "VALIDATED" as const, end, refund: 0 };
    },
  });
}
