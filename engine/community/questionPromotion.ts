/**
 * What the community's vote decides (docs/features/community.md): moderated questions wait in the vote list, and
 * once a day the most liked one of each community becomes its current question (the one before it
 * goes to the previous questions), so the daily swipe list carries what patients voted for. Ties go
 * to the question validated first.
 */

/** A community gets a new current question at most this often. */
export const QUESTION_PROMOTION_INTERVAL_MS = 86_400_000;

export interface PromotionCandidate {
  id: string;
  likes: number;
  createdAt: Date;
}

/** The question to promote among a community's moderated ones: most liked, then oldest, then by id. */
export function pickPromoted(candidates: readonly PromotionCandidate[]): string | undefined {
  return [...candidates].sort(
    (a, b) => b.likes - a.likes || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  )[0]?.id;
}

/** Whether a community whose current question was promoted at `lastPromotedAt` gets a new one at `now`. */
export function isPromotionDue(lastPromotedAt: Date | null, now: Date): boolean {
  return (
    lastPromotedAt === null || now.getTime() - lastPromotedAt.getTime() >= QUESTION_PROMOTION_INTERVAL_MS
  );
}
