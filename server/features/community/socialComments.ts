/**
 * Comments on social events (docs/features/community.md): written waiting for moderation, listed once
 * validated (10 a page, newest first), deleted by their writer only. The event's commentCounter
 * counts its validated comments.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import type { SocialCommentPage, SocialCommentView, SocialEventStatus } from "../../../card-schemas";
import { COMMENTS_PAGE_SIZE, WAITING_STATUS } from "../../../engine/community/communityFeed";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, NotFound, ValidationError } from "../../core/errors";
import { authorize } from "../../core/policies";
import { socialPolicy } from "./policy";
import { readPage } from "../../core/pageTokens";
import { authorOf, socialAuthors } from "./socialAuthors";
import { findVisibleEvent } from "./socialEvents";

interface CommentRow {
  id: string;
  eventId: string;
  patientusersId: string;
  message: string;
  status: SocialEventStatus;
  createdAt: Date;
}

const COLUMNS = ["id", "eventId", "patientusersId", "message", "status", "createdAt"] as const;

async function present(
  deps: AppDeps,
  db: Db | Knex.Transaction,
  rows: CommentRow[],
  reader: User,
): Promise<SocialCommentView[]> {
  const authors = await socialAuthors(
    deps,
    db,
    rows.map((row) => row.patientusersId),
    reader.language,
  );
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    message: row.message,
    status: row.status,
    datetime: new Date(row.createdAt).toISOString(),
    author: authorOf(authors, row.patientusersId),
    mine: row.patientusersId === reader.id,
  }));
}

/** 409 COMMENTS_CLOSED: the event takes no comment (noComment). */
export class CommentsClosed extends Conflict {
  constructor() {
    super("COMMENTS_CLOSED", "This message takes no comment");
  }
}

/**
 * Comments a visible event; the comment waits for moderation. The same comment sent again while
 * the first still waits (a retried request) answers the waiting one rather than a second.
 */
export async function addComment(
  deps: AppDeps,
  user: User,
  eventId: string,
  input: { message: string },
): Promise<SocialCommentView> {
  const message = input.message.trim();
  if (message === "") throw new ValidationError([{ path: "/input/message", message: "is empty" }]);
  const row = await inTransaction(deps.db, async (trx) => {
    const event = await findVisibleEvent(trx, eventId);
    if (event.noComment) throw new CommentsClosed();
    // The writer's row is locked, so two sends at once see each other.
    await trx("users").where({ id: user.id }).forUpdate().first("id");
    const waiting = await trx("socialComments")
      .where({ eventId, patientusersId: user.id, message, status: WAITING_STATUS })
      .first(COLUMNS);
    if (waiting) return waiting as CommentRow;
    const [inserted] = await trx("socialComments")
      .insert({
        id: crypto.randomUUID(),
        eventId,
        patientusersId: user.id,
        message,
        status: WAITING_STATUS,
        language: user.language,
        createdAt: deps.now(),
      })
      .returning(COLUMNS);
    return inserted as CommentRow;
  });
  const [view] = await present(deps, deps.db, [row], user);
  return view as SocialCommentView;
}

/** A visible event's validated comments, newest first. */
export async function listComments(
  deps: AppDeps,
  reader: User,
  eventId: string,
  query: { limit?: number; nextToken?: string },
): Promise<SocialCommentPage> {
  await findVisibleEvent(deps.db, eventId);
  const { rows, nextToken } = await readPage<CommentRow>(
    deps
      .db("socialComments")
      .where({ eventId, status: "validated" })
      .select(...COLUMNS),
    {
      column: "createdAt",
      limit: query.limit ?? COMMENTS_PAGE_SIZE,
      token: query.nextToken,
      instantOf: (row) => new Date(row.createdAt),
    },
  );
  return { items: await present(deps, deps.db, rows, reader), nextToken };
}

/** Deletes the writer's own comment (a validated one leaves the event's counter); 404 for another's. */
export async function deleteComment(deps: AppDeps, user: User, id: string): Promise<Record<string, never>> {
  return inTransaction(deps.db, async (trx) => {
    const comment = await trx("socialComments")
      .where({ id })
      .forUpdate()
      .first("patientusersId", "eventId", "status");
    if (!comment) throw new NotFound();
    authorize(socialPolicy.wrote(user, comment));
    await trx("socialComments").where({ id }).delete();
    if (comment.status === "validated") {
      await trx("socialEvents").where({ id: comment.eventId }).decrement("commentCounter", 1);
    }
    return {};
  });
}
