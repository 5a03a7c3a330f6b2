/**
 * Social events as the community sees them: the writer's social profile, the reactions counted
 * per type and the reader's own one. Presented from an explicit set of columns.
 */
import type { Knex } from "knex";
import type { CommunityEvent, ReactionType, SocialEventStatus, SocialEventType } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { Language } from "../../platform/db/models";
import { authorOf, socialAuthors } from "./socialAuthors";

export interface SocialEventRow {
  id: string;
  patientusersId: string;
  type: SocialEventType;
  groupName: string;
  status: SocialEventStatus;
  language: Language;
  variables: CommunityEvent["variables"] | null;
  noComment: boolean;
  noReaction: boolean;
  commentCounter: number;
  createdAt: Date;
}

export const SOCIAL_EVENT_COLUMNS = [
  "id",
  "patientusersId",
  "type",
  "groupName",
  "status",
  "language",
  "variables",
  "noComment",
  "noReaction",
  "commentCounter",
  "createdAt",
] as const;

type Reactions = CommunityEvent["reactions"];

async function reactionsOf(
  db: Db | Knex.Transaction,
  eventIds: string[],
  readerId: string | undefined,
): Promise<Map<string, Reactions>> {
  const rows = (await db("messageReactions")
    .whereIn("eventId", eventIds)
    .select("id", "eventId", "reaction", "patientusersId")) as Array<{
    id: string;
    eventId: string;
    reaction: ReactionType;
    patientusersId: string;
  }>;
  const byEvent = new Map<string, Reactions>(eventIds.map((id) => [id, { counts: {}, mine: null }]));
  for (const row of rows) {
    const reactions = byEvent.get(row.eventId) as Reactions;
    reactions.counts[row.reaction] = (reactions.counts[row.reaction] ?? 0) + 1;
    if (row.patientusersId === readerId) reactions.mine = { id: row.id, reaction: row.reaction };
  }
  return byEvent;
}

/** `rows` presented for `reader` (undefined for a guest), titles in `language`. */
export async function presentSocialEvents(
  deps: AppDeps,
  db: Db | Knex.Transaction,
  rows: SocialEventRow[],
  reader: { id?: string; language: Language },
): Promise<CommunityEvent[]> {
  if (rows.length === 0) return [];
  const [authors, reactions] = await Promise.all([
    socialAuthors(
      deps,
      db,
      rows.map((row) => row.patientusersId),
      reader.language,
    ),
    reactionsOf(
      db,
      rows.map((row) => row.id),
      reader.id,
    ),
  ]);
  return rows.map((row) => {
    const variables = row.variables ?? {};
    return {
      id: row.id,
      type: row.type,
      groupName: row.groupName,
      status: row.status,
      language: row.language,
      datetime: new Date(row.createdAt).toISOString(),
      variables: {
        ...(variables.message !== undefined && { message: variables.message }),
        ...(variables.fileId !== undefined && { fileId: variables.fileId }),
        ...(variables.objectFit !== undefined && { objectFit: variables.objectFit }),
      },
      noComment: row.noComment,
      noReaction: row.noReaction,
      commentCounter: row.commentCounter,
      author: authorOf(authors, row.patientusersId),
      mine: row.patientusersId === reader.id,
      reactions: row.noReaction ? { counts: {}, mine: null } : (reactions.get(row.id) as Reactions),
    };
  });
}
