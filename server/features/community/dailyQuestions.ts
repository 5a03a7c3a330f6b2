/** The daily question flow's swipe list (docs/features/community.md): the current and previous questions. */
import type { DailyQuestions } from "../../../card-schemas";
import type { User } from "../../platform/db/models";
import type { Db } from "../../platform/db/connection";
import { readDailyQuestionList } from "./dailyQuestionList";
import { promoteVotedQuestions } from "./promoteVotedQuestions";

/**
 * The swipe list with the reader's answers, and whether its reward was paid already; the
 * communities' votes promote their questions first (promoteVotedQuestions.ts).
 */
export async function dailyQuestions(db: Db, user: User, now: Date): Promise<DailyQuestions> {
  await promoteVotedQuestions(db, now);
  const { key: _key, ...list } = await readDailyQuestionList(db, user);
  return list;
}
