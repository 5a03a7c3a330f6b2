/**
 * The powers the shop sells that the engine prices (docs/features/rewards.md): the LOST_SERIE power,
 * the streak saver, is sold by the shop's POWER row and by the deck's LOST_SERIE card at one price.
 * The shop's content copies it, checked by its schema (`x-engine` in
 * card-schemas/content/shopObjects.schema.json, engine/schemaLimits.test.ts).
 */

/** The power that restores a lost streak (shop POWER `powerName`, deck LOST_SERIE card). */
export const LOST_STREAK_POWER = "LOST_SERIE";
/**
 * Its price in rewards, wherever it is sold. The seeds give no price: ours is about one day of a
 * program's cards (most pay 10), so a patient who lost a streak can win it back at once.
 */
export const LOST_STREAK_POWER_PRICE = 50;
