/** A patient saves their social profile's pseudo (cut to 30) and bio (cut to 150) (docs/features/community.md). */
import type { SocialProfileBody, SocialProfileView } from "../../../card-schemas";
import { socialProfileText } from "../../../engine/community/socialProfileText";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { presentSocialProfile } from "./present";

/** Saves the pseudo and bio, cut to their lengths. */
export async function saveSocialProfile(
  deps: AppDeps,
  user: User,
  body: SocialProfileBody,
): Promise<SocialProfileView> {
  const text = socialProfileText(body);
  await deps
    .db("socialProfiles")
    .insert({ id: user.id, ...text })
    .onConflict("id")
    .merge({ ...text, updatedAt: deps.db.fn.now() });
  return presentSocialProfile(deps, deps.db, user);
}
