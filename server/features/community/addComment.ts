/**
 * A patient comments a visible social event (docs/features/community.md): the comment waits for moderation,
 * and the event's commentCounter counts it once validated.
 */
import crypto from "node:crypto";
import type { SocialCommentView } from "../../../card-schemas";
import { WAITING_STATUS } from "../../../engine/community/communityFeed";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict, ValidationError } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { presentComments } from "./present";
import { COMMENT_COLUMNS, type CommentRow } from "./socialCommentRows";
import { findVisibleEvent } from "./visibleSocialEvent";

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
  const row = await runUseCase(deps.db, {
    load: async (trx) => {
      const event = await findVisibleEvent(trx, eventId);
      if (event.noComment) throw new CommentsClosed();
      // The writer's row is locked, so two sends at once see each other.
      await trx("users").where({ id: user.id }).forUpdate().first("id");
      const waiting = (await trx("socialComments")
        .where({ eventId, userId: user.id, message, status: WAITING_STATUS })
        .first(COMMENT_COLUMNS)) as CommentRow | undefined;
      return { waiting };
    },
    write: async (trx, _decision, { waiting }) => {
      if (waiting) return waiting;
      const [inserted] = await trx("socialComments")
        .insert({
          id: crypto.randomUUID(),
          eventId,
          userId: user.id,
          message,
          status: WAITING_STATUS,
          language: user.language,
          createdAt: deps.now(),
        })
        .returning(COMMENT_COLUMNS);
      return inserted as CommentRow;
    },
  });
  const [view] = await presentComments(deps, deps.db, [row], user);
  return view as SocialCommentView;
}
