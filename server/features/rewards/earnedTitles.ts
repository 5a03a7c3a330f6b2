/** The social titles a patient earned with their awards (docs/features/rewards.md), shown on their social profile. */
import type { Knex } from "knex";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { awardCatalogue } from "./awardCatalogue";
import { claimedAwards } from "./claimedAwards";

/** The social titles the patient earned: claimed awards that give one, in the patient's language. */
export async function earnedTitles(
  deps: AppDeps,
  db: Db | Knex.Transaction,
  user: User,
): Promise<Array<{ id: string; label: string }>> {
  const [catalogue, claimed] = await Promise.all([
    awardCatalogue(deps.config.contentDir),
    claimedAwards(db, user.id),
  ]);
  return catalogue.flatMap((award) =>
    award.socialTitle && claimed.has(award.id)
      ? [{ id: award.id, label: award.socialTitle[user.language] }]
      : [],
  );
}
