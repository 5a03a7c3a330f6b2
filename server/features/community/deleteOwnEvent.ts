/** A patient deletes one of their own social events (docs/features/community.md); another's answers 404. */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { authorize } from "../../core/policies";
import { socialPolicy } from "./policy";

/** Deletes one of the patient's own events (its comments and reactions go with it); 404 for another's. */
export async function deleteOwnEvent(deps: AppDeps, user: User, id: string): Promise<Record<string, never>> {
  const event = await deps.db("socialEvents").where({ id }).first("userId");
  if (!event) throw new NotFound();
  authorize(socialPolicy.wrote(user, event));
  await deps.db("socialEvents").where({ id, userId: user.id }).delete();
  return {};
}
