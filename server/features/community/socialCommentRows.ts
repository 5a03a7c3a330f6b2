/**
 * A comment on a social event as the community's reads and writes take it from the database
 * (docs/features/community.md).
 */
import type { SocialEventStatus } from "../../../card-schemas";

export interface CommentRow {
  id: string;
  eventId: string;
  userId: string;
  message: string;
  status: SocialEventStatus;
  createdAt: Date;
}

export const COMMENT_COLUMNS = ["id", "eventId", "userId", "message", "status", "createdAt"] as const;
