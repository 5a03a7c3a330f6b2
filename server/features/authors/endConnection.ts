/** A pro ends a linked patient's link to their author (docs/features/authors.md `PUT …/user/{userId}/connection/`). */
import type { ProConnection } from "../../../card-schemas";
import { addDays } from "../../../engine/shared/dates";
import { linkEndRefund } from "../../../engine/rewards";
import type { AppDeps } from "../../appDeps";
import { credit, debit } from "../../core/ledger";
import { runUseCase } from "../../core/useCase";
import { dayOf } from "../../platform/db/dayOf";
import { dealLinkEndedNotice, mailLinkEnded } from "./linkEndedNotice";
import { linkedPatient } from "./linkedPatient";

/**
 * PUT …/user/{userId}/connection/ `{ status: "ENDED" }`: the author ends the link today (CANCELED,
 * its end set to yesterday so no day of it stays valid). The unused days of the paid period go back
 * to the patient pro rata (engine/rewards/linkEndRefund.ts), paid by the pro's own account, which
 * the payment reached (409 NOT_ENOUGH_REWARDS when it no longer holds them), in the end's
 * transaction and under one ledger key per paid period: a retry never refunds twice. The patient
 * is told by a deck card and an email. The patient may follow again.
 */
export async function endConnection(deps: AppDeps, authorId: string, userId: string): Promise<ProConnection> {
  const { patient, link, today } = await linkedPatient(deps, authorId, userId);
  const result = await runUseCase(deps.db, {
    load: async (trx) => {
      // Locked: a second end waits here, then finds the link no longer VALIDATED.
      const current = await trx("authorLinks").where({ id: link.id }).forUpdate().first();
      const author = (await trx("authors").where({ id: authorId }).first("id", "name", "userId")) as {
        id: string;
        name: string;
        userId: string | null;
      };
      return { current, author };
    },
    decide: ({ current }) => {
      if (!current || current.status !== "VALIDATED") return null;
      const paidSince = current.paidSince ? dayOf(current.paidSince) : null;
      const end = dayOf(current.end);
      const refund = paidSince
        ? linkEndRefund({ paid: Number(current.paidAmount ?? 0), from: paidSince, end }, today)
        : 0;
      // One key per state of the link ended: a retry finds it CANCELED, a later paid period has another.
      const state = new Date(current.updatedAt as string | Date).toISOString();
      return { refund, key: `AUTHOR_LINK_END:${link.id}:${state}` };
    },
    write: async (trx, decision, { author }) => {
      if (!decision) return { refund: 0, ended: false };
      const { refund, key } = decision;
      if (refund > 0 && author.userId) {
        // The patient's balance is locked first, then the pro's, as in every payment (payAuthor.ts).
        await credit(trx, {
          userId,
          delta: refund,
          reason: "AUTHOR_LINK_END_REFUND",
          reference: authorId,
          idempotencyKey: `${key}:PATIENT`,
        });
        await debit(trx, {
          userId: author.userId,
          delta: refund,
          reason: "AUTHOR_LINK_END_REFUND",
          reference: link.id,
          idempotencyKey: `${key}:PRO`,
        });
      }
      await trx("authorLinks")
        .where({ id: link.id, status: "VALIDATED" })
        .update({
          status: "CANCELED",
          end: addDays(today, -1),
          paidSince: null,
          paidAmount: 0,
          updatedAt: deps.now(),
        });
      await dealLinkEndedNotice(trx, deps.now(), author, patient, key, refund);
      return { refund, ended: true };
    },
    afterCommit: async ({ ended }) => {
      if (ended) await mailLinkEnded(deps, userId, authorId);
    },
  });
  return { userId, status: "CANCELED", refund: result.refund };
}
