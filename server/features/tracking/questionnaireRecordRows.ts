/** A questionnaire record row as stored (docs/features/tracking.md), and the patient's latest one of a questionnaire. */
import type { QuestionnaireAnswers } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";

export interface RecordRow {
  id: string;
  userId: string;
  questionnaireId: string;
  formCategory: string;
  datetime: Date | string;
  score: number;
  answers: QuestionnaireAnswers | string;
  rewards: number;
}

export async function latestRecord(
  db: Db,
  userId: string,
  questionnaireId: string,
): Promise<RecordRow | undefined> {
  return db("questionnaireRecords").where({ userId, questionnaireId }).orderBy("datetime", "desc").first();
}
