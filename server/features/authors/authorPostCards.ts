/**
 * The card a pro's post becomes (docs/features/authors.md): checked against its card schema once per
 * post, on a sample with the fields every card has, before any deck gets it.
 */
import { validateCard } from "../../../card-schemas/validators";
import { authorPostDays } from "../../../engine/authors/authorPosts";
import { localDay } from "../../../engine/shared/dates";
import { ValidationError } from "../../core/errors";
import type { Author } from "./postingAuthor";

/** The card as a patient's renderer receives it, checked against its card schema once per post. */
export function checkCard(card: Record<string, unknown>, prefix: string): void {
  const result = validateCard(card);
  if (!result.ok) {
    throw new ValidationError(
      result.errors.map((issue) => ({ path: `${prefix}${issue.path}`, message: issue.message })),
    );
  }
}

/** A sample of the card, with the fields every card has, for its schema check. */
export function sample(
  type: string,
  author: Author,
  now: Date,
  rewards: number,
  fields: Record<string, unknown>,
) {
  const { date, maxDate } = authorPostDays(localDay(now, "UTC"));
  return { id: "preview", type, date, maxDate, rewards, globalnotificationID: author.id, ...fields };
}
