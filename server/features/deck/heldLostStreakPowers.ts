/** How many LOST_SERIE powers the patient holds (docs/features/deck.md), bought in the shop. */
import { LOST_STREAK_POWER } from "../../../engine/rewards";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { powerQuantity } from "../../core/inventory";

/** How many of the LOST_SERIE power the patient holds. */
export async function heldLostStreakPowers(db: Db, user: User) {
  return { power: LOST_STREAK_POWER, held: await powerQuantity(db, user.id, LOST_STREAK_POWER) };
}
