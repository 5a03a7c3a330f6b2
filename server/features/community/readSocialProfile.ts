/**
 * The patient's social profile (docs/features/community.md): pseudo, bio, the title shown and the titles they
 * earned. Created empty on first read.
 */
import type { SocialProfileView } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { presentSocialProfile } from "./present";
import { ensureSocialProfileRow } from "./socialProfileRows";

/** The social profile, created empty the first time. */
export async function readSocialProfile(deps: AppDeps, user: User): Promise<SocialProfileView> {
  await ensureSocialProfileRow(deps.db, user.id);
  return presentSocialProfile(deps, deps.db, user);
}
