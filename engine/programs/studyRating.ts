/**
 * Rating a study (docs/features/programs.md): 0 (shown as a cross) to 5 stars, 3 by default, with a
 * multi-line comment; a patient rates a study once, and only after finishing it once
 * (`finishedOnce` of their subscription). The ratings are the comment group `rating_{studyId}`,
 * one per patient and study (`userId_studyId`).
 */
import type { RatingState } from "../../card-schemas/generated";

export type { RatingState };

/** The lowest rating: shown as a cross (docs/features/programs.md). */
export const RATING_MIN = 0;
/** The highest rating: five stars (docs/features/programs.md). */
export const RATING_MAX = 5;
/** What the form starts on (docs/features/programs.md). */
export const RATING_DEFAULT = 3;
/** The longest comment a rating may carry (as long as a community message). */
export const RATING_COMMENT_MAX_LENGTH = 1000;
/** How many ratings the public list shows: the latest. */
export const RATINGS_LIST_LIMIT = 50;

/** Every rating the form offers, the cross first. */
export const RATING_CHOICES: readonly number[] = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MIN + index,
);

/** The comment group of a study's ratings (docs/features/programs.md). */
export function ratingGroupName(studyId: string): string {
  return `rating_${studyId}`;
}

/** The study whose ratings `groupName` gathers, or null when it is not a rating group. */
export function studyOfRatingGroup(groupName: string): string | null {
  return groupName.startsWith("rating_") && groupName.length > "rating_".length
    ? groupName.slice("rating_".length)
    : null;
}

/** A patient's rating of a study is one row, `userId_studyId` (docs/features/programs.md). */
export function ratingId(userId: string, studyId: string): string {
  return `${userId}_${studyId}`;
}

/** Whether `value` is a rating the form offers: a whole number from 0 to 5. */
export function isRating(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= RATING_MIN && (value as number) <= RATING_MAX;
}

/**
 * Once rated, always "already rated"; before that, the study must have been finished once
 * (docs/features/programs.md).
 */
export function ratingState(facts: { finishedOnce: boolean; rated: boolean }): RatingState {
  if (facts.rated) return "ALREADY_RATED";
  return facts.finishedOnce ? "CAN_RATE" : "NOT_FINISHED";
}

/** The mean of `count` ratings adding up to `total`, to one decimal; null when there are none. */
export function ratingAverage(total: number, count: number): number | null {
  if (count === 0) return null;
  return Math.round((total / count) * 10) / 10;
}
