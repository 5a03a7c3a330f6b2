/**
 * The author's invitations (docs/features/authors.md …/invit): a patient's follow waits
 * TO_VALIDATE, its price held (debited from the patient, credited to no one), until the author's pro
 * validates it (the link runs from that day for the months paid for, and the price is credited to
 * the pro as a subscription's earning) or rejects it (the patient gets back what the follow cost).
 * Both through the ledger, in the decision's transaction, once per follow request
 * (validateInvitation.ts, rejectInvitation.ts). This file lists the invitations.
 */
import type { ProInvitationList } from "../../../card-schemas";
import { AUTHOR_LINK_TO_VALIDATE } from "../../../engine/authors/authorFollow";
import type { AppDeps } from "../../appDeps";
import { patientNames } from "./patientNames";

/** GET /api/pro/{proId}/invit: the follows waiting for the author, oldest request first. */
export async function listInvitations(deps: AppDeps, authorId: string): Promise<ProInvitationList> {
  const rows = await deps
    .db("authorLinks")
    .where({ authorId, status: AUTHOR_LINK_TO_VALIDATE })
    .orderBy([{ column: "requestedAt", order: "asc", nulls: "last" }, "createdAt"])
    .limit(500)
    .select("id", "userId", "requestedAt", "followMonths", "followPrice");
  const names = await patientNames(
    deps.db,
    rows.map((r) => String(r.userId)),
  );
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      userId: String(r.userId),
      name: names.get(String(r.userId)) ?? "",
      requestedAt: r.requestedAt ? new Date(r.requestedAt).toISOString() : null,
      months: r.followMonths === null ? null : Number(r.followMonths),
      price: Number(r.followPrice),
    })),
  };
}
