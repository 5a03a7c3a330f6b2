/**
 * The free-text answers to community questions, as a source of the moderation queue
 * (moderationSources.ts): an open answer waits ("to check") until an admin validates it, and only
 * then do the other patients read it (server/features/community/otherAnswers.ts). A choice answer
 * has no text and no status.
 */
import { MODERATED_COLUMNS, tableSource } from "./moderationSources";

export const answerModerationSource = tableSource({
  kind: "answer",
  table: "communityAnswers",
  select: (db) =>
    db("communityAnswers")
      .join("communityQuestions", "communityQuestions.id", "communityAnswers.questionId")
      .whereNotNull("communityAnswers.answer")
      .select(
        ...MODERATED_COLUMNS.map((column) => `communityAnswers.${column}`),
        "communityAnswers.answer as text",
        "communityQuestions.groupName",
        // The question as its writer read it: in the answer's language, else French, the product's first.
        db.raw(
          "coalesce(community_questions.text->>community_answers.language, community_questions.text->>'fr', '') as question",
        ),
      ),
});
