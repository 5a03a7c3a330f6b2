/**
 * The comments written with study ratings, as a source of the moderation queue
 * (moderationSources.ts): a rating with a comment waits ("to check") until an admin validates or
 * refuses it; its stars count at once (studyRatings.ts).
 */
import { ratingGroupName } from "../../../engine/programs";
import { MODERATED_COLUMNS, tableSource } from "./moderationSources";

export const ratingModerationSource = tableSource({
  kind: "rating",
  table: "studyRatings",
  select: (db) =>
    db("studyRatings")
      .whereNotNull("studyRatings.comment")
      .select(
        ...MODERATED_COLUMNS.map((column) => `studyRatings.${column}`),
        "studyRatings.comment as text",
        db.raw("? || study_ratings.study_id as group_name", [ratingGroupName("")]),
      ),
});
