/**
 * The notices of the daily deck (docs/features/deck.md): besides the journal's actions, the
 * queue deals on the patient's today a NOTIFICATION_CARD (notifications not enabled), a LOST_SERIE
 * (the streak was lost yesterday), a NEW_STUDY (a study just published in their language), the
 * QUESTION of the period (once a week), AUTOR_MESSAGE (a social event of an author they follow) and,
 * while the patient has personal goals in progress, the GOAL_DEFAULT daily data entry (from their
 * first day on; the others from the second).
 * The server materializes each notice once per (patient, source, key, day).
 */
import type { Language, NotificationPermission } from "../../card-schemas";
import { addDays, dayDiff } from "../shared/dates";
import { streakLength, streakLostYesterday, type DayRecord } from "./streak";
import { LOST_STREAK_POWER_PRICE } from "../rewards";

/** After the patient refused notifications, the card asks again only this many days later. */
export const NOTIFICATION_REFUSAL_DAYS = 30;
/** A card left unanswered (dismissed) asks again this many days later. */
export const NOTIFICATION_REMIND_DAYS = 7;
/** A study counts as new this many days after it was published. */
export const NEW_STUDY_WINDOW_DAYS = 7;
/** The question of the period comes at most once in this many days. */
export const QUESTION_EVERY_DAYS = 7;
/** Day 0 of the rotation of community questions (a Monday): each period starts on a Monday. */
export const QUESTION_ROTATION_START = "2025-01-06";
/** An author's message reaches the deck during this many days from its date. */
export const AUTHOR_MESSAGE_WINDOW_DAYS = 3;

export type NoticeKind =
  "NOTIFICATION_CARD" | "LOST_SERIE" | "NEW_STUDY" | "QUESTION" | "AUTOR_MESSAGE" | "GOAL_DEFAULT";

/** The notice kinds, in the order they follow the journal's cards. */
export const NOTICE_KINDS: readonly NoticeKind[] = [
  "GOAL_DEFAULT",
  "LOST_SERIE",
  "NOTIFICATION_CARD",
  "NEW_STUDY",
  "AUTOR_MESSAGE",
  "QUESTION",
];

/** The patient's answer to the browser's permission prompt, and when it was given. */
export interface NotificationPermissionAnswer {
  value: NotificationPermission;
  /** The patient's local day of the answer. */
  date: string;
}

/** A notice dealt before: its kind, what it came from, and its day. */
export interface PastNotice {
  kind: string;
  sourceId: string;
  /** Its per-day key (Notice.key). */
  key: string;
  date: string;
}

export interface NoticeStudy {
  id: string;
  status: string;
  languages: readonly string[];
  /** The day the study went live; a study without it is never announced. */
  publishedAt?: string | null;
}

/** The community question of the period (engine/community/communityQuestion.ts `questionOfPeriod`). */
export interface NoticeQuestion {
  id: string;
  text: Record<Language, string>;
}

export interface NoticeAuthorMessage {
  id: string;
  autorId: string;
  /** The day it is posted. */
  date: string;
  message: Record<Language, string>;
}

export interface NoticeInput {
  /** The patient's today: notices are dealt on it only. */
  date: string;
  /** The patient's first local day with the app (their account's creation). */
  firstDay: string;
  language: Language;
  permission: NotificationPermissionAnswer | null;
  /** The deck's past days as the streak counts them (any order); days missing from it had no tasks. */
  history: readonly DayRecord[];
  /** Days whose lost streak the LOST_SERIE power restored. */
  restoredDays: readonly string[];
  studies: readonly NoticeStudy[];
  /** Studies the patient joined, whatever the status. */
  joinedStudyIds: readonly string[];
  /** The question of the period on `date`, if any. */
  question: NoticeQuestion | null;
  authorMessages: readonly NoticeAuthorMessage[];
  /** Authors the patient follows (of the programs they joined, or linked). */
  followedAuthorIds: readonly string[];
  /** Notices dealt in the last weeks. */
  pastNotices: readonly PastNotice[];
  /** Personal goals in progress: each day they need the values of their data entry. */
  goalsInProgress: number;
}

/** A notice to materialize: `sourceId` is stored as globalnotificationID, `key` as the per-day key. */
export interface Notice {
  kind: NoticeKind;
  sourceId: string;
  key: string;
  /** Fields of the card beyond the common ones (see the card's schema). */
  fields: Record<string, unknown>;
}

function dealtWithin(
  past: readonly PastNotice[],
  kind: string,
  sourceId: string | null,
  date: string,
  days: number,
) {
  return past.some(
    (notice) =>
      notice.kind === kind &&
      (sourceId === null || notice.sourceId === sourceId) &&
      dayDiff(notice.date, date) >= 0 &&
      dayDiff(notice.date, date) < days,
  );
}

function askForNotifications(input: NoticeInput): boolean {
  const { permission, date } = input;
  if (permission?.value === "granted") return false;
  if (permission?.value === "denied" && dayDiff(permission.date, date) < NOTIFICATION_REFUSAL_DAYS)
    return false;
  return !dealtWithin(input.pastNotices, "NOTIFICATION_CARD", null, date, NOTIFICATION_REMIND_DAYS);
}

/**
 * Whether the notices nobody asked for are dealt on `date`: not on the patient's first day, which
 * belongs to the program they just joined (and asking for notifications before any use is refused
 * far more often). The daily data entry of a goal the patient set (GOAL_DEFAULT) is not one of
 * them: it comes from their first day on.
 */
export function noticesStart(firstDay: string, date: string): boolean {
  return date > firstDay;
}

/** The notices the queue adds on `input.date`, in deck order. */
export function queueNotices(input: NoticeInput): Notice[] {
  const { date, language } = input;
  const notices: Notice[] = [];

  if (input.goalsInProgress > 0) {
    notices.push({ kind: "GOAL_DEFAULT", sourceId: "GOAL_DEFAULT", key: `GOAL_DEFAULT:${date}`, fields: {} });
  }
  if (!noticesStart(input.firstDay, date)) return notices;

  if (streakLostYesterday(input)) {
    const yesterday = addDays(date, -1);
    const lost = streakLength(input.history, input.restoredDays, addDays(date, -2));
    notices.push({
      kind: "LOST_SERIE",
      sourceId: "LOST_SERIE",
      key: `LOST_SERIE:${yesterday}`,
      fields: { ...(lost > 0 ? { streakDays: lost } : {}), powerPrice: LOST_STREAK_POWER_PRICE },
    });
  }

  if (askForNotifications(input)) {
    notices.push({
      kind: "NOTIFICATION_CARD",
      sourceId: "NOTIFICATION_CARD",
      key: `NOTIFICATION_CARD:${date}`,
      fields: {},
    });
  }

  const joined = new Set(input.joinedStudyIds);
  for (const study of input.studies) {
    if (study.status !== "INPROGRESS" || !study.languages.includes(language) || joined.has(study.id))
      continue;
    if (!study.publishedAt) continue;
    const age = dayDiff(study.publishedAt, date);
    if (age < 0 || age >= NEW_STUDY_WINDOW_DAYS) continue;
    if (dealtWithin(input.pastNotices, "NEW_STUDY", study.id, date, NEW_STUDY_WINDOW_DAYS)) continue;
    notices.push({
      kind: "NEW_STUDY",
      sourceId: study.id,
      key: `NEW_STUDY:${study.id}`,
      fields: { studyId: study.id },
    });
  }

  const followed = new Set(input.followedAuthorIds);
  for (const message of input.authorMessages) {
    if (!followed.has(message.autorId)) continue;
    const age = dayDiff(message.date, date);
    if (age < 0 || age >= AUTHOR_MESSAGE_WINDOW_DAYS) continue;
    const key = `AUTOR_MESSAGE:${message.id}`;
    if (input.pastNotices.some((notice) => notice.key === key)) continue;
    notices.push({
      kind: "AUTOR_MESSAGE",
      sourceId: message.autorId,
      key,
      fields: { eventId: message.id, message: message.message[language] },
    });
  }

  const { question } = input;
  if (question && !dealtWithin(input.pastNotices, "QUESTION", null, date, QUESTION_EVERY_DAYS)) {
    notices.push({
      kind: "QUESTION",
      sourceId: "COMMUNITY",
      key: `QUESTION:${question.id}`,
      fields: { questionId: question.id, text: question.text[language] },
    });
  }
  return notices;
}
