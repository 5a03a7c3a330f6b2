/**
 * A community's questions (docs/features/community.md): the vote list (moderated) or the questions asked already,
 * the vote's winners promoted first.
 */
import type { CommunityQuestionPage } from "../../../card-schemas";
import { isCommunityGroupName } from "../../../engine/community/questionDraft";
import {
  MODERATED_QUESTIONS_LIMIT,
  PREVIOUS_QUESTIONS_PAGE,
} from "../../../engine/community/questionOutcome";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";
import type { QuestionRow } from "./communityQuestionRows";
import { presentForReader } from "./present";
import { promoteVotedQuestions } from "./promoteVotedQuestions";

export interface QuestionListQuery {
  groupName: string;
  status: "moderated" | "previous";
  limit?: number;
  nextToken?: string;
}

/**
 * A community's questions: the vote list (moderated, most liked first, up to 1000 at once), or the
 * questions asked already (previous and current, newest first, 20 a page). The community `all`
 * also holds the product's own questions.
 */
export async function listQuestions(
  db: Db,
  user: User,
  query: QuestionListQuery,
  now: Date,
): Promise<CommunityQuestionPage> {
  if (!isCommunityGroupName(query.groupName)) {
    throw new ValidationError([{ path: "/groupName", message: "must read community_{name}_{language}" }]);
  }
  // The vote's winners leave the vote list for the current and previous questions first.
  await promoteVotedQuestions(db, now);
  const moderated = query.status === "moderated";
  const limit = query.limit ?? (moderated ? MODERATED_QUESTIONS_LIMIT : PREVIOUS_QUESTIONS_PAGE);
  const offset = query.nextToken ? Number(query.nextToken) : 0;
  const isAll = query.groupName.startsWith("community_all_");
  const rows = (await db("communityQuestions")
    .where((group) => {
      group.where({ groupName: query.groupName });
      if (isAll && !moderated) group.orWhereNull("groupName");
    })
    .whereIn("status", moderated ? ["moderated"] : ["previous", "current"])
    .orderBy(
      moderated
        ? [
            { column: "likes", order: "desc" },
            { column: "createdAt", order: "desc" },
            { column: "id", order: "asc" },
          ]
        : [
            { column: "createdAt", order: "desc" },
            { column: "sortKey", order: "asc" },
            { column: "id", order: "asc" },
          ],
    )
    .offset(offset)
    .limit(limit + 1)) as QuestionRow[];
  const page = rows.slice(0, limit);
  return {
    items: await presentForReader(db, page, user.language, user.id),
    nextToken: rows.length > limit ? String(offset + limit) : null,
  };
}
