/**
 * A patient asks a community a question (docs/features/community.md): it waits for moderation (toCheck)
 * until an admin validates it into the vote list.
 */
import { randomUUID } from "node:crypto";
import type { CommunityQuestionBody, CommunityQuestionSummary, Language } from "../../../card-schemas";
import { isChoiceQuestion, questionDraftProblems } from "../../../engine/community/questionDraft";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";
import type { QuestionRow } from "./communityQuestionRows";
import { presentSummary } from "./present";

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
