/**
 * A pro rejects a patient's follow of their author (docs/features/authors.md `PUT …/invit/{id}/reject`):
 * the patient gets back what the follow cost, through the ledger, once.
 */
import type { ProInvitationDecision } from "../../../card-schemas";
import { rejectionRefund } from "../../../engine/authors/authorInvitations";
import type { AppDeps } from "../../appDeps";
import { dayOf } from "../../platform/db/dayOf";
import { credit } from "../../core/ledger";
import { runUseCase } from "../../core/useCase";
import { lockedLink, requestKey } from "./openInvitation";

/** PUT …/invit/{id}/reject: REJECTED, and what the follow cost credited back to the patient, once. */
export async function rejectInvitation(
  deps: AppDeps,
  authorId: string,
  id: string,
): Promise<ProInvitationDecision> {
  return runUseCase(deps.db, {
    load: (trx) => lockedLink(trx, authorId, id),
    decide: (link) => rejectionRefund(Number(link.followPrice)),
    write: async (trx, refund, link) => {
      if (refund > 0) {
        await credit(trx, {
          userId: String(link.userId),
          delta: refund,
          reason: "AUTHOR_FOLLOW_REJECTED_REFUND",
          reference: id,
          idempotencyKey: `AUTHOR_FOLLOW_REJECTED:${requestKey(link)}`,
        });
      }
      await trx("authorLinks").where({ id }).update({ status: "REJECTED", updatedAt: deps.now() });
      return {
        id,
        userId: String(link.userId),
        status: "REJECTED" as const,
        end: dayOf(link.end),
        refund,
      };
    },
  });
}
