/** The status of a subscription that no longer follows any version (docs/features/programs.md). */

/** A subscription of this status no longer follows any version. */
export const FINISHED = "DONE";
