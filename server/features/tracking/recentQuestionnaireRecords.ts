/** The patient's recent records of a questionnaire, newest first (docs/features/tracking.md: scores over 90 days). */
import type { QuestionnaireRecordView } from "../../../card-schemas";
import { QUESTIONNAIRE_SCORES_WINDOW_DAYS } from "../../../engine";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { findQuestionnaire } from "./findQuestionnaire";
import { presentQuestionnaireRecord } from "./present";
import type { RecordRow } from "./questionnaireRecordRows";

/**
 * The patient's records of the questionnaire over the last QUESTIONNAIRE_SCORES_WINDOW_DAYS days
 * (docs/features/tracking.md), newest first; 404 for a questionnaire the content does not have.
 */
export async function listRecentRecords(
  db: Db,
  user: User,
  questionnaireId: string,
  now: Date,
): Promise<QuestionnaireRecordView[]> {
  await findQuestionnaire(db, questionnaireId);
  const since = new Date(now.getTime() - QUESTIONNAIRE_SCORES_WINDOW_DAYS * 86_400_000);
  const rows: RecordRow[] = await db("questionnaireRecords")
    .where({ userId: user.id, questionnaireId })
    .where("datetime", ">=", since)
    .orderBy([
      { column: "datetime", order: "desc" },
      { column: "id", order: "desc" },
    ]);
  return rows.map((row) => presentQuestionnaireRecord(row, user.timeZone));
}
