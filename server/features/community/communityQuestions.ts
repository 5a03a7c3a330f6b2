/**
 * Community questions written by patients (docs/features/community.md): asking one (it waits for moderation),
 * liking one once, the vote list (moderated) and the previous questions of a community.
 */
import { promoteVotedQuestions } from "./questionPromotion";
import { randomUUID } from "node:crypto";
import type {
  CommunityQuestionBody,
  CommunityQuestionPage,
  CommunityQuestionSummary,
  Language,
} from "../../../card-schemas";
import {
  isChoiceQuestion,
  isCommunityGroupName,
  questionDraftProblems,
} from "../../../engine/community/questionDraft";
import {
  MODERATED_QUESTIONS_LIMIT,
  PREVIOUS_QUESTIONS_PAGE,
} from "../../../engine/community/questionOutcome";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, ValidationError } from "../../core/errors";
import {
  findQuestion,
  presentForReader,
  presentSummary,
  readerFacts,
  type QuestionRow,
} from "./communityQuestionRows";

export class AlreadyLiked extends Conflict {
  constructor() {
    super("ALREADY_LIKED", "You already liked this question");
  }
}

/** The language of a group name `community_{name}_{language}`. */
function groupLanguage(groupName: string): Language {
  return groupName.slice(groupName.lastIndexOf("_") + 1) as Language;
}

/** Asks a community a question: it waits for moderation (toCheck) until an admin validates it. */
export async function askQuestion(
  db: Db,
  user: User,
  body: CommunityQuestionBody,
): Promise<CommunityQuestionSummary> {
  const problems = questionDraftProblems(body);
  if (problems.length > 0) throw new ValidationError(problems);
  const language = groupLanguage(body.groupName);
  const choices = isChoiceQuestion(body.type)
    ? (body.options ?? []).map((option, index) => ({
        id: `o${index + 1}`,
        label: { [language]: option.text.trim() },
        ...(body.type === "quiz" ? { rightAnswer: option.rightAnswer === true } : {}),
      }))
    : null;
  const [row] = (await db("communityQuestions")
    .insert({
      id: randomUUID(),
      text: JSON.stringify({ [language]: body.question.trim() }),
      choices: choices && JSON.stringify(choices),
      type: body.type,
      userId: user.id,
      groupName: body.groupName,
      language,
      status: "toCheck",
      sortKey: 0,
    })
    .returning("*")) as QuestionRow[];
  return presentSummary(row!, user.language, { answersCount: 0, liked: false });
}

/** Likes a question once (thumb up): the count goes up; a second like is 409 ALREADY_LIKED. */
export async function likeQuestion(db: Db, user: User, id: string): Promise<CommunityQuestionSummary> {
  await findQuestion(db, id, user.id);
  return inTransaction(db, async (trx) => {
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
  });
}

/** One question with the reader's like and own answer. */
export async function questionForPatient(db: Db, user: User, id: string): Promise<CommunityQuestionSummary> {
  const row = await findQuestion(db, id, user.id);
  const [question] = await presentForReader(db, [row], user.language, user.id);
  return question!;
}

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
