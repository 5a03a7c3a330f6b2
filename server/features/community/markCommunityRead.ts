/**
 * A patient marks a community read when they open it (docs/features/community.md): the community list's unread
 * marks count from then.
 */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { assertCommunity, MY_MESSAGES } from "./communityNames";

/** Marks a community read now: `myMessages`, `all` or a symptom of the catalogue (else 404). */
export async function markCommunityRead(
  deps: AppDeps,
  user: User,
  name: string,
): Promise<Record<string, never>> {
  if (name !== MY_MESSAGES) await assertCommunity(deps.db, name);
  const readAt = deps.now();
  await deps
    .db("communityReads")
    .insert({ userId: user.id, name, readAt })
    .onConflict(["userId", "name"])
    .merge({ readAt });
  return {};
}
