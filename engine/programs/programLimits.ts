/**
 * docs/features/programs.md: how many programs a patient may follow, and which subscriptions count.
 * Every limit grows with the patient's paid, valid author links.
 */
import type { ProgramContent, SubscriptionStatus } from "../../card-schemas";

/** A DONE program can be subscribed again (docs/features/programs.md); it no longer counts against the limits. */
export const REJOINABLE_STATUS = "DONE" satisfies SubscriptionStatus;

/** Base and per-link numbers of docs/features/programs.md */
export const FOLLOW_UP_LIMIT_BASE = 5;
export const FOLLOW_UP_LIMIT_PER_LINK = 5;
export const TOTAL_LIMIT_BASE = 5;
export const TOTAL_LIMIT_PER_LINK = 10;
export const ADD_HIDDEN_BASE = 10;
export const ADD_HIDDEN_PER_LINK = 5;
export const UPGRADE_PROMPT_BASE = 5;
export const UPGRADE_PROMPT_PER_LINK = 5;

/** A subscription takes a place unless it is finished (DONE). */
export function countsAgainstLimits(status: string): boolean {
  return status !== REJOINABLE_STATUS;
}

export interface ProgramCounts {
  /** Subscriptions taking a place, of category followup. */
  followUps: number;
  /** Subscriptions taking a place, of any category. */
  total: number;
}

export interface ProgramLimits extends ProgramCounts {
  /** Paid, valid author links of the patient. */
  paidLinks: number;
  followUpLimit: number;
  totalLimit: number;
  /** The programs page hides its add (subscribe) buttons. */
  addHidden: boolean;
  /** The programs page offers the premium upgrade. */
  upgrade: boolean;
}

/** Counts the subscriptions that take a place, by the category of their program. */
export function countPrograms(
  subscriptions: ReadonlyArray<{ status: string; category: ProgramContent["category"] | undefined }>,
): ProgramCounts {
  const taking = subscriptions.filter((s) => countsAgainstLimits(s.status));
  return { followUps: taking.filter((s) => s.category === "followup").length, total: taking.length };
}

export function programLimits(counts: ProgramCounts, paidLinks: number): ProgramLimits {
  const links = Math.max(0, Math.floor(paidLinks));
  return {
    ...counts,
    paidLinks: links,
    followUpLimit: FOLLOW_UP_LIMIT_BASE + FOLLOW_UP_LIMIT_PER_LINK * links,
    totalLimit: TOTAL_LIMIT_BASE + TOTAL_LIMIT_PER_LINK * links,
    addHidden: counts.total >= ADD_HIDDEN_BASE + ADD_HIDDEN_PER_LINK * links,
    upgrade: counts.followUps >= UPGRADE_PROMPT_BASE + UPGRADE_PROMPT_PER_LINK * links,
  };
}

/**
 * Whether one more program of `category` fits: the total limit always applies, the follow-up limit
 * to followup programs. False means TOO_MUCH_PROGRAMS.
 */
export function canAddProgram(limits: ProgramLimits, category: ProgramContent["category"]): boolean {
  if (limits.total >= limits.totalLimit) return false;
  return category !== "followup" || limits.followUps < limits.followUpLimit;
}
