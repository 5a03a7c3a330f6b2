/**
 * A social event as the community's reads and writes take it from the database: the explicit set
 * of columns every view of an event is presented from (docs/features/community.md).
 */
import type { Knex } from "knex";
import type { CommunityEvent, SocialEventStatus, SocialEventType } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { Language } from "../../platform/db/models";

export interface SocialEventRow {
  id: string;
  userId: string;
  type: SocialEventType;
  groupName: string;
  status: SocialEventStatus;
  language: Language;
  variables: CommunityEvent["variables"] | null;
  noComment: boolean;
  noReaction: boolean;
  commentCounter: number;
  createdAt: Date;
  /** The reason an admin gave with the decision: its writer reads it. */
  moderationReason: string | null;
}

export const SOCIAL_EVENT_COLUMNS = [
  "id",
  "userId",
  "type",
  "groupName",
  "status",
  "language",
  "variables",
  "noComment",
  "noReaction",
  "commentCounter",
  "createdAt",
  "moderationReason",
] as const;

/** The social events, selected by SOCIAL_EVENT_COLUMNS. */
export const selectSocialEvents = (db: Db | Knex.Transaction) =>
  db("socialEvents").select(...SOCIAL_EVENT_COLUMNS);
