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
