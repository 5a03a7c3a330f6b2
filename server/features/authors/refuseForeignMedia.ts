/**
 * What a pro writes for patients' eyes (a post, a task, the author's page) links its media on our
 * server or YouTube's only (docs/features/uploads.md, engine/shared/foreignMedia.ts).
 */
import { foreignMediaIssues } from "../../../engine/shared/foreignMedia";
import { ValidationError } from "../../core/errors";

/** 400 VALIDATION_FAILED naming each `mediaLink` of `body` on another host. */
export function refuseForeignMedia(body: unknown): void {
  const foreign = foreignMediaIssues(body);
  if (foreign.length > 0) throw new ValidationError(foreign);
}
