/** A patient removes their own reaction to a social event (docs/features/community.md); another's answers 404. */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { authorize } from "../../core/policies";
import { socialPolicy } from "./policy";

/** Removes the patient's own reaction; 404 for another's. */
export async function removeReaction(deps: AppDeps, user: User, id: string): Promise<Record<string, never>> {
  const reaction = await deps.db("messageReactions").where({ id }).first("userId");
  if (!reaction) throw new NotFound();
  authorize(socialPolicy.wrote(user, reaction));
  await deps.db("messageReactions").where({ id, userId: user.id }).delete();
  return {};
}
