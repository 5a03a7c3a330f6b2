/** A visible social event's validated comments, 10 a page (docs/features/community.md). */
import type { SocialCommentPage } from "../../../card-schemas";
import { COMMENTS_PAGE_SIZE } from "../../../engine/community/communityFeed";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { readPage } from "../../core/pageTokens";
import { presentComments } from "./present";
import { COMMENT_COLUMNS, type CommentRow } from "./socialCommentRows";
import { findVisibleEvent } from "./visibleSocialEvent";

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
      .select(...COMMENT_COLUMNS),
    {
      column: "createdAt",
      limit: query.limit ?? COMMENTS_PAGE_SIZE,
      token: query.nextToken,
      instantOf: (row) => new Date(row.createdAt),
    },
  );
  return { items: await presentComments(deps, deps.db, rows, reader), nextToken };
}
