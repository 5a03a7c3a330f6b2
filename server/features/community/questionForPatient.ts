/** One community question as a patient sees it, with their like and own answer (docs/features/community.md). */
import type { CommunityQuestionSummary } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { findQuestion } from "./communityQuestionRows";
import { presentForReader } from "./present";

/** One question with the reader's like and own answer. */
export async function questionForPatient(db: Db, user: User, id: string): Promise<CommunityQuestionSummary> {
  const row = await findQuestion(db, id, user.id);
  const [question] = await presentForReader(db, [row], user.language, user.id);
  return question!;
}
