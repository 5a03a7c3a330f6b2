/**
 * The patient's awards tree (engine/rewards/awards.ts, docs/features/rewards.md): the catalogue, the
 * counters of today and the awards claimed. Claiming an award reads it in its own transaction.
 */
import type { Knex } from "knex";
import type { AwardsTree } from "../../../card-schemas";
import { awardsTree } from "../../../engine/rewards/awards";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import { readTogether } from "../../platform/db/readTogether";
import type { User } from "../../platform/db/models";
import { awardCatalogue } from "./awardCatalogue";
import { readAwardCounters } from "./awardCounters";
import { claimedAwards } from "./claimedAwards";

/** The tree of `user`, read through `db` (the database, or a transaction). */
export async function treeFor(deps: AppDeps, db: Db | Knex.Transaction, user: User): Promise<AwardsTree> {
  const today = localDay(deps.now(), user.timeZone);
  const [catalogue, counters, claimed] = await readTogether(db, [
    () => awardCatalogue(deps.config.contentDir),
    () => readAwardCounters(db, user.id, today),
    () => claimedAwards(db, user.id),
  ]);
  return awardsTree({ catalogue, counters, claimed, locale: user.language });
}

/** The patient's tree: each branch's percent, each award's progress and status. */
export function readAwards(deps: AppDeps, user: User): Promise<AwardsTree> {
  return treeFor(deps, deps.db, user);
}
