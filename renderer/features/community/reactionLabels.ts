import type { ReactionType } from "../../../card-schemas";
import type { MessageId } from "../../app/i18n/locales";

/** Each reaction's picture (decorative: its name is read from the catalog). */
export const REACTION_EMOJI: Record<ReactionType, string> = {
  HAPPY: "😀",
  SAD: "😢",
  THUMB_UP: "👍",
  THUMB_DOWN: "👎",
  SMILE: "🙂",
  CHECK: "✅",
  LOVE: "❤️",
};

/** Each reaction's name in the catalog. */
export const REACTION_LABEL: Record<ReactionType, MessageId> = {
  HAPPY: "community.reaction.HAPPY",
  SAD: "community.reaction.SAD",
  THUMB_UP: "community.reaction.THUMB_UP",
  THUMB_DOWN: "community.reaction.THUMB_DOWN",
  SMILE: "community.reaction.SMILE",
  CHECK: "community.reaction.CHECK",
  LOVE: "community.reaction.LOVE",
};
