/** The patient's own social events, every status, 30 a page (docs/features/community.md). */
import type { CommunityEventPage } from "../../../card-schemas";
import { MY_MESSAGES_PAGE_SIZE } from "../../../engine/community/communityFeed";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { socialEventPage } from "./socialEventPage";
import { selectSocialEvents } from "./socialEventRows";

/** The reader's own events, every status, newest first. */
export async function myEvents(
  deps: AppDeps,
  reader: User,
  query: { limit?: number; nextToken?: string },
): Promise<CommunityEventPage> {
  const events = selectSocialEvents(deps.db).where({ userId: reader.id });
  return socialEventPage(deps, events, reader, query.limit ?? MY_MESSAGES_PAGE_SIZE, query.nextToken);
}
