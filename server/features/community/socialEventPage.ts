/**
 * A page of social events, newest first, presented for its reader: the community feed and the
 * patient's own events read theirs through it (docs/features/community.md).
 */
import type { Knex } from "knex";
import type { CommunityEventPage } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { readPage } from "../../core/pageTokens";
import { presentSocialEvents } from "./present";
import type { SocialEventRow } from "./socialEventRows";

/** The page of `query` after `token`, `limit` events long. */
export async function socialEventPage(
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
