/**
 * Social events (docs/features/community.md): a community's feed (validated and not-checked events in the
 * reader's language, 100 a page), the patient's own events (30 a page) and deleting one's own.
 */
import type { Knex } from "knex";
import type { CommunityEvent, CommunityEventPage } from "../../../card-schemas";
import {
  COMMUNITY_FEED_PAGE_SIZE,
  MY_MESSAGES_PAGE_SIZE,
  VISIBLE_STATUSES,
} from "../../../engine/community/communityFeed";
import { DEFAULT_LANGUAGE } from "../../../engine/shared/languages";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { authorize } from "../../core/policies";
import { socialPolicy } from "./policy";
import { readPage } from "../../core/pageTokens";
import { presentSocialEvents, SOCIAL_EVENT_COLUMNS, type SocialEventRow } from "./socialEventViews";

/** The community every patient sees; the others are symptoms of the catalogue. */
export const ALL_COMMUNITY = "all";

/** 404 unless `name` is `all` or a symptom of the catalogue. */
export async function assertCommunity(db: Db | Knex.Transaction, name: string): Promise<void> {
  if (name === ALL_COMMUNITY) return;
  if (!(await db("symptoms").where({ id: name }).first("id"))) throw new NotFound("No such community");
}

const eventColumns = (db: Db | Knex.Transaction) => db("socialEvents").select(...SOCIAL_EVENT_COLUMNS);

async function page(
  deps: AppDeps,
  query: Knex.QueryBuilder,
  reader: User,
  limit: number,
  token: string | undefined,
): Promise<CommunityEventPage> {
  const { rows, nextToken } = await readPage<SocialEventRow>(query, {
    column: "createdAt",
    limit,
    token,
    instantOf: (row) => new Date(row.createdAt),
  });
  return { items: await presentSocialEvents(deps, deps.db, rows, reader), nextToken };
}

/** A community's feed for `reader`: visible events in their language, newest first. */
export async function communityFeed(
  deps: AppDeps,
  reader: User,
  query: { groupName: string; limit?: number; nextToken?: string },
): Promise<CommunityEventPage> {
  await assertCommunity(deps.db, query.groupName);
  const events = eventColumns(deps.db)
    .where({ groupName: query.groupName, language: reader.language })
    .whereIn("status", VISIBLE_STATUSES);
  return page(deps, events, reader, query.limit ?? COMMUNITY_FEED_PAGE_SIZE, query.nextToken);
}

/** The reader's own events, every status, newest first. */
export async function myEvents(
  deps: AppDeps,
  reader: User,
  query: { limit?: number; nextToken?: string },
): Promise<CommunityEventPage> {
  const events = eventColumns(deps.db).where({ patientusersId: reader.id });
  return page(deps, events, reader, query.limit ?? MY_MESSAGES_PAGE_SIZE, query.nextToken);
}

/** Deletes one of the patient's own events (its comments and reactions go with it); 404 for another's. */
export async function deleteOwnEvent(deps: AppDeps, user: User, id: string): Promise<Record<string, never>> {
  const event = await deps.db("socialEvents").where({ id }).first("patientusersId");
  if (!event) throw new NotFound();
  authorize(socialPolicy.wrote(user, event));
  await deps.db("socialEvents").where({ id, patientusersId: user.id }).delete();
  return {};
}

/**
 * A visible event (validated or not checked); 404 otherwise. In a transaction its row is held
 * (FOR SHARE) until commit, so what is written under it (a comment) cannot race its moderation or
 * the closing of its comments.
 */
export async function findVisibleEvent(
  db: Db | Knex.Transaction,
  id: string,
): Promise<{ id: string; patientusersId: string; noComment: boolean; noReaction: boolean }> {
  const query = db("socialEvents").where({ id }).whereIn("status", VISIBLE_STATUSES);
  if ("isTransaction" in db && db.isTransaction) query.forShare();
  const event = await query.first("id", "patientusersId", "noComment", "noReaction");
  if (!event) throw new NotFound("No such social event");
  return event;
}

/** A validated event for a guest (a signed-in reader's language names the titles); 404 otherwise. */
export async function guestSocialEvent(
  deps: AppDeps,
  reader: User | undefined,
  id: string,
): Promise<CommunityEvent> {
  const row = (await eventColumns(deps.db).where({ id, status: "validated" }).first()) as
    SocialEventRow | undefined;
  if (!row) throw new NotFound("No such social event");
  const [view] = await presentSocialEvents(deps, deps.db, [row], {
    id: reader?.id,
    language: reader?.language ?? DEFAULT_LANGUAGE,
  });
  return view as CommunityEvent;
}
