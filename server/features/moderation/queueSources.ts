/**
 * Every source of the moderation queue (docs/features/moderation.md): the feed's events and comments
 * (moderationSources.ts), the community questions, the ratings' comments and the questions' free-text
 * answers.
 */
import { answerModerationSource } from "./answerModerationSource";
import { MODERATION_SOURCES, type ModerationSource } from "./moderationSources";
import { questionModerationSource } from "./questionModerationSource";
import { ratingModerationSource } from "./ratingModerationSource";

/** Every source of the queue: events, comments, the community questions, the ratings' comments, the answers. */
export const QUEUE_SOURCES: readonly ModerationSource[] = [
  ...MODERATION_SOURCES,
  questionModerationSource,
  ratingModerationSource,
  answerModerationSource,
];
