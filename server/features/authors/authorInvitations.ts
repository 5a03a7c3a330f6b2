/**
 * The author's invitations (docs/features/authors.md …/invit): a patient's follow waits
 * TO_VALIDATE, its price held (debited from the patient, credited to no one), until the author's pro
 * validates it (the link runs from that day for the months paid for, and the price is credited to
 * the pro as a subscription's earning) or rejects it (the patient gets back what the follow cost).
 * Both through the ledger, in the decision's transaction, once per follow request.
 * A decided link cannot be decided again (409 INVITATION_DECIDED).
 */
import type { ProInvitationDecision, ProInvitationList } from "../../../card-schemas";
import type { Knex } from "knex";
import { AUTHOR_LINK_TO_VALIDATE } from "../../../engine/authors/authorFollow";
import {
  isInvitationOpen,
  rejectionRefund,
  validatedLinkEnd,
} from "../../../engine/authors/authorInvitations";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, NotFound } from "../../core/errors";
import { credit } from "../../core/ledger";
import { patientNames } from "./patientNames";
import { dayOf } from "../../platform/db/dayOf";

export class InvitationDecided extends Conflict {
  constructor(status: string) {
    super("INVITATION_DECIDED", `This invitation was already decided (${status})`);
  }
}

/** GET /api/pro/{proId}/invit: the follows waiting for the author, oldest request first. */
export async function listInvitations(deps: AppDeps, autorId: string): Promise<ProInvitationList> {
  const rows = await deps
    .db("authorLinks")
    .where({ autorId, status: AUTHOR_LINK_TO_VALIDATE })
    .orderBy([{ column: "requestedAt", order: "asc", nulls: "last" }, "createdAt"])
    .limit(500)
    .select("id", "patientusersId", "requestedAt", "followMonths", "followPrice");
  const names = await patientNames(
    deps.db,
    rows.map((r) => String(r.patientusersId)),
  );
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      userId: String(r.patientusersId),
      name: names.get(String(r.patientusersId)) ?? "",
      requestedAt: r.requestedAt ? new Date(r.requestedAt).toISOString() : null,
      months: r.followMonths === null ? null : Number(r.followMonths),
      price: Number(r.followPrice),
    })),
  };
}

/** The key of one follow request: a retry of a decision never pays twice. */
function requestKey(link: {
  id: string;
  requestedAt: Date | string | null;
  createdAt: Date | string;
}): string {
  return `${link.id}:${new Date(link.requestedAt ?? link.createdAt).toISOString()}`;
}

/** The author's link `id`, locked until the transaction ends; 404 for another author's or none. */
async function lockedLink(trx: Knex.Transaction, autorId: string, id: string) {
  const link = await trx("authorLinks").where({ id, autorId }).forUpdate().first();
  if (!link) throw new NotFound("No such invitation");
  if (!isInvitationOpen(String(link.status))) throw new InvitationDecided(String(link.status));
  return link;
}

/** PUT …/invit/{id}/validate: VALIDATED, valid from the patient's today for the months paid for. */
export async function validateInvitation(
  deps: AppDeps,
  autorId: string,
  id: string,
): Promise<ProInvitationDecision> {
  return inTransaction(deps.db, async (trx) => {
    const link = await lockedLink(trx, autorId, id);
    const patient = (await trx("users").where({ id: link.patientusersId }).first("timeZone")) as {
      timeZone: string;
    };
    const today = localDay(deps.now(), patient.timeZone);
    const price = Number(link.followPrice);
    const author = (await trx("authors").where({ id: autorId }).first("userId")) as
      { userId: string | null } | undefined;
    if (price > 0 && author?.userId) {
      await credit(trx, {
        userId: author.userId,
        delta: price,
        reason: "AUTHOR_SUBSCRIPTION_EARNING",
        reference: id,
        idempotencyKey: `AUTHOR_EARNING:AUTHOR_FOLLOW:${requestKey(link)}`,
      });
    }
    const end = validatedLinkEnd(
      today,
      link.followMonths === null ? null : Number(link.followMonths),
      link.end ? dayOf(link.end) : null,
    );
    await trx("authorLinks")
      .where({ id })
      .update({
        status: "VALIDATED",
        end,
        payed: link.payed === true || price > 0,
        updatedAt: deps.now(),
      });
    return { id, userId: String(link.patientusersId), status: "VALIDATED", end, refund: 0 };
  });
}

/** PUT …/invit/{id}/reject: REJECTED, and what the follow cost credited back to the patient, once. */
export async function rejectInvitation(
  deps: AppDeps,
  autorId: string,
  id: string,
): Promise<ProInvitationDecision> {
  return inTransaction(deps.db, async (trx) => {
    const link = await lockedLink(trx, autorId, id);
    const refund = rejectionRefund(Number(link.followPrice));
    if (refund > 0) {
      await credit(trx, {
        userId: String(link.patientusersId),
        delta: refund,
        reason: "AUTHOR_FOLLOW_REJECTED_REFUND",
        reference: id,
        idempotencyKey: `AUTHOR_FOLLOW_REJECTED:${requestKey(link)}`,
      });
    }
    await trx("authorLinks").where({ id }).update({ status: "REJECTED", updatedAt: deps.now() });
    return {
      id,
      userId: String(link.patientusersId),
      status: "REJECTED",
      end: dayOf(link.end),
      refund,
    };
  });
}
