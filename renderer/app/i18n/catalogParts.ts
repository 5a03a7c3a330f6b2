/**
 * A catalog comes in two parts: the texts of the first screens (the deck, home, a public program,
 * and everything they share: the header, errors, every card), loaded with the page, and the texts
 * of the areas no first screen shows, loaded once the first screen is up or by the page that needs
 * them (loadMessages.ts). Each area's texts grow with the area, not with the deck's first load
 * (the deck's JS for its first card, npm run bench -- bundle).
 */

/** The areas whose texts (keys `area.…`) no first screen shows. */
export const LATER_AREAS = [
  "settings",
  "shop",
  "assistant",
  "awards",
  "premium",
  "programConditions",
  "dataConditions",
  "auth",
  "verify",
  "authors",
  "sharing",
  "chat",
  "dataAccess",
  "community",
  "correlations",
  "communityQuestions",
  "journal",
  "analysis",
  "reminders",
] as const;

/** Keys of those areas that a first screen does show (the header's links, home's sections). */
const FIRST_SCREEN_KEYS: readonly RegExp[] = [
  /^assistant\.nav$/,
  /^shop\.(nav|home\.open|item\.price)$/,
  /^awards\.(pageTitle|branch\..+)$/,
  /^community\.(nav|question\..+)$/,
  /^journal\.nav$/,
];

/** Keys of first-screen areas that only later screens show (the pet's settings page, their errors). */
const LATER_SCREEN_KEYS: readonly RegExp[] = [
  /^pet\.(page|element|effects)(\..+)?$/,
  /^errors\.(UNSUBSCRIBE_LINK_INVALID|SYMPTOM_ALREADY_RECORDED)$/,
  // The failures of signing in or up, of the emailed links and of gift codes and payments: only
  // the auth, verify, settings and shop pages, themselves of later areas, show them.
  /^errors\.((EMAIL|RESET|SIGNUP|SIGN_IN)_LINK_.+|EMAIL_TAKEN|EMAIL_NOT_VERIFIED|INVALID_CREDENTIALS|WRONG_PASSWORD|GIFT_CODE_.+|PAYMENTS_UNAVAILABLE|NO_MORE_TOKEN|ID_IN_USE)$/,
];

export type CatalogPart = "first" | "later";
export const CATALOG_PARTS: readonly CatalogPart[] = ["first", "later"];

/** The part of the catalog the text `key` is in. */
export function catalogPart(key: string): CatalogPart {
  const area = key.slice(0, key.indexOf("."));
  if (LATER_SCREEN_KEYS.some((pattern) => pattern.test(key))) return "later";
  if (!(LATER_AREAS as readonly string[]).includes(area)) return "first";
  return FIRST_SCREEN_KEYS.some((pattern) => pattern.test(key)) ? "first" : "later";
}

/** The texts of `messages` in `part`. */
export function partOf<T>(messages: Record<string, T>, part: CatalogPart): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => catalogPart(key) === part));
}
