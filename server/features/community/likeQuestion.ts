/** A patient likes a community question once, a thumb up of the vote (docs/features/community.md). */
import type { CommunityQuestionSummary } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { findQuestion, readerFacts, type QuestionRow } from "./communityQuestionRows";
import { presentSummary } from "./present";

export class AlreadyLiked extends Conflict {
  constructor() {
    super("ALREADY_LIKED", "You already liked this question");
  }
}

/** Likes a question once (thumb up): the count goes up; a second like is 409 ALREADY_LIKED. */
export async function likeQuestion(db: Db, user: User, id: string): Promise<CommunityQuestionSummary> {
  await findQuestion(db, id, user.id);
  return runUseCase(db, {
    // The question was found before the transaction; the like's own insert tells a second like.
    load: async () => undefined,
    write: async (trx) => {
      const inserted = await trx("communityQuestionLikes")
        .insert({ questionId: id, userId: user.id })
        .onConflict(["questionId", "userId"])
        .ignore()
        .returning("questionId");
      if (inserted.length === 0) throw new AlreadyLiked();
      const [row] = (await trx("communityQuestions")
        .where({ id })
        .increment("likes", 1)
        .returning("*")) as QuestionRow[];
      const facts = await readerFacts(trx, [id], user.id);
      return presentSummary(row!, user.language, facts.get(id)!);
    },
  });
}
