/** The awards tree as the home dashboard shows it (docs/features/home.md). */
import { awardsSummary } from "../../../engine/rewards/awards";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { readAwards } from "./awardsTree";

/** What the home dashboard shows of the tree: awards claimed, claimable now, in all, and the branches. */
export async function readAwardsSummary(
  deps: AppDeps,
  user: User,
): Promise<ReturnType<typeof awardsSummary>> {
  return awardsSummary(await readAwards(deps, user));
}
