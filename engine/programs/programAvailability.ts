/**
 * docs/features/programs.md: a program is shown only when it is live (status INPROGRESS)
 * and lists the patient's language; otherwise the patient sees a "not available in your language"
 * notice.
 */

/** Status of a live program, one patients can join. */
export const LIVE_STUDY_STATUS = "INPROGRESS";

/** True when the program is live. */
export function isLive(program: { status: string }): boolean {
  return program.status === LIVE_STUDY_STATUS;
}

/** True when patients can see and join the program in `language` (live, and written in it). */
export function isAvailable(
  program: { status: string; languages: readonly string[] },
  language: string,
): boolean {
  return isLive(program) && program.languages.includes(language);
}

/** Statuses of a program patients have been offered: live, or closed to new patients since. */
export const PUBLISHED_STUDY_STATUSES: readonly string[] = [LIVE_STUDY_STATUS, "DONE"];

/**
 * True when the program was ever offered to patients, so that a page asking for it is told it is
 * not available (in this language, or any more) rather than that it does not exist.
 */
export function wasPublished(program: { status: string }): boolean {
  return PUBLISHED_STUDY_STATUSES.includes(program.status);
}
