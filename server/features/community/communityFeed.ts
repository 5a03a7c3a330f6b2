/**
 * A community's feed (docs/features/community.md): validated and not-checked events in the reader's language,
 * 100 a page.
 */
import type { CommunityEventPage } from "../../../card-schemas";
import { COMMUNITY_FEED_PAGE_SIZE, VISIBLE_STATUSES } from "../../../engine/community/communityFeed";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { assertCommunity } from "./communityNames";
import { socialEventPage } from "./socialEventPage";
import { selectSocialEvents } from "./socialEventRows";

/** A community's feed for `reader`: visible events in their language, newest first. */
export async function communityFeed(
  deps: AppDeps,
  reader: User,
  query: { groupName: string; limit?: number; nextToken?: string },
): Promise<CommunityEventPage> {
  await assertCommunity(deps.db, query.groupName);
  const events = selectSocialEvents(deps.db)
    .where({ groupName: query.groupName, language: reader.language })
    .whereIn("status", VISIBLE_STATUSES);
  return socialEventPage(deps, events, reader, query.limit ?? COMMUNITY_FEED_PAGE_SIZE, query.nextToken);
}
