/**
 * The invitation a pro decides (docs/features/authors.md …/invit): their author's link, locked until
 * the decision's transaction ends, and still open; a decided one cannot be decided again (409
 * INVITATION_DECIDED). Also the key of its follow request, so a retried decision never pays twice.
 */
import type { Knex } from "knex";
import { isInvitationOpen } from "../../../engine/authors/authorInvitations";
import { Conflict, NotFound } from "../../core/errors";

export class InvitationDecided extends Conflict {
  constructor(status: string) {
    super("INVITATION_DECIDED", `This invitation was already decided (${status})`);
  }
}

/** The key of one follow request: a retry of a decision never pays twice. */
export function requestKey(link: {
  id: string;
  requestedAt: Date | string | null;
  createdAt: Date | string;
}): string {
  return `${link.id}:${new Date(link.requestedAt ?? link.createdAt).toISOString()}`;
}

/** The author's link `id`, locked until the transaction ends; 404 for another author's or none. */
export async function lockedLink(trx: Knex.Transaction, authorId: string, id: string) {
  const link = await trx("authorLinks").where({ id, authorId }).forUpdate().first();
  if (!link) throw new NotFound("No such invitation");
  if (!isInvitationOpen(String(link.status))) throw new InvitationDecided(String(link.status));
  return link;
}
