/**
 * Questionnaires and their records (docs/features/tracking.md):
 * the content is loaded from content/questionnaires; a record is checked against its questionnaire,
 * scored here (never trusted from the client) and pays the questionnaire's rewards when the period
 * has elapsed since the previous record.
 */
import type {
  QuestionnaireAnswers,
  QuestionnaireRecordBody,
  QuestionnaireRecordView,
} from "../../../card-schemas";
import crypto from "node:crypto";
import type { QuestionnaireContent } from "../../../card-schemas/generated";
import {
  answerIssues,
  localDay,
  localizeQuestionnaire,
  questionnaireNextRewardAt,
  questionnaireRewardsOffered,
  questionnaireScore,
  QUESTIONNAIRE_SCORES_WINDOW_DAYS,
} from "../../../engine";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import type { User } from "../../platform/db/models";
import { Conflict, NotFound, ValidationError } from "../../core/errors";
import { credit } from "../../core/ledger";

interface RecordRow {
  id: string;
  patientusersId: string;
  questionnaireId: string;
  formCategory: string;
  datetime: Date | string;
  score: number;
  answers: QuestionnaireAnswers | string;
  rewards: number;
}

function present(row: RecordRow, timeZone: string): QuestionnaireRecordView {
  const datetime = new Date(row.datetime);
  return {
    id: row.id,
    questionnaireId: row.questionnaireId,
    formCategory: row.formCategory,
    datetime: datetime.toISOString(),
    day: localDay(datetime, timeZone),
    score: Number(row.score),
    answers:
      typeof row.answers === "string" ? (JSON.parse(row.answers) as QuestionnaireAnswers) : row.answers,
    rewards: row.rewards,
  };
}

async function findQuestionnaire(db: Db, id: string): Promise<QuestionnaireContent> {
  const row = await db("questionnaires").where({ id }).first("definition");
  if (!row) throw new NotFound("No such questionnaire");
  return typeof row.definition === "string" ? JSON.parse(row.definition) : row.definition;
}

/** The questionnaire in `language` (the patient's, or the language of the program an author previews). */
export async function getLocalizedQuestionnaire(db: Db, language: User["language"], id: string) {
  return localizeQuestionnaire(await findQuestionnaire(db, id), language);
}

async function latestRecord(db: Db, userId: string, questionnaireId: string): Promise<RecordRow | undefined> {
  return db("questionnaireRecords")
    .where({ patientusersId: userId, questionnaireId })
    .orderBy("datetime", "desc")
    .first();
}

/** The patient's last record of the questionnaire, and whether its rewards are offered now. */
export async function getLastRecord(db: Db, user: User, questionnaireId: string, now: Date) {
  const questionnaire = await findQuestionnaire(db, questionnaireId);
  const row = await latestRecord(db, user.id, questionnaireId);
  const lastAt = row ? new Date(row.datetime) : null;
  return {
    record: row ? present(row, user.timeZone) : null,
    period: questionnaire.period,
    rewards: questionnaire.rewards,
    rewardsOffered: questionnaireRewardsOffered(lastAt, now, questionnaire.period),
    nextRewardAt: questionnaireNextRewardAt(lastAt, questionnaire.period)?.toISOString() ?? null,
  };
}

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
    .where({ patientusersId: user.id, questionnaireId })
    .where("datetime", ">=", since)
    .orderBy([
      { column: "datetime", order: "desc" },
      { column: "id", order: "desc" },
    ]);
  return rows.map((row) => present(row, user.timeZone));
}

/** Saves a record: answers checked, score computed, rewards paid when the period has elapsed. */
export async function createQuestionnaireRecord(
  db: Db,
  user: User,
  questionnaireId: string,
  input: QuestionnaireRecordBody,
  now: Date,
): Promise<QuestionnaireRecordView> {
  const questionnaire = await findQuestionnaire(db, questionnaireId);
  const issues = answerIssues(questionnaire.questions, input.answers);
  if (issues.length > 0) {
    throw new ValidationError(
      issues.map((issue) => ({ path: `/answers${issue.path}`, message: issue.message })),
    );
  }
  const score = questionnaireScore(questionnaire.questions, input.answers);
  const id = input.id ?? crypto.randomUUID();
  return inTransaction(db, async (trx) => {
    // One save at a time per patient and questionnaire, so two saves cannot both find the period elapsed.
    await trx.raw("select pg_advisory_xact_lock(hashtext(?))", [
      `questionnaire:${user.id}:${questionnaireId}`,
    ]);
    // Ids are the patient's own (another patient's same id is another row): only theirs can clash.
    const existing: RecordRow | undefined = await trx("questionnaireRecords")
      .where({ patientusersId: user.id, id })
      .first();
    if (existing) {
      if (existing.questionnaireId !== questionnaireId) {
        throw new Conflict("ID_IN_USE", "This id is already used by another of your records");
      }
      return present(existing, user.timeZone);
    }
    const previous = await latestRecord(trx as unknown as Db, user.id, questionnaireId);
    const offered = questionnaireRewardsOffered(
      previous ? new Date(previous.datetime) : null,
      now,
      questionnaire.period,
    );
    const rewards = offered ? questionnaire.rewards : 0;
    const [inserted] = await trx("questionnaireRecords")
      .insert({
        id,
        patientusersId: user.id,
        questionnaireId,
        formCategory: questionnaire.type,
        datetime: now,
        score,
        answers: JSON.stringify(input.answers),
        rewards,
      })
      .returning("*");
    if (rewards > 0) {
      await credit(trx, {
        userId: user.id,
        delta: rewards,
        reason: "QUESTIONNAIRE",
        reference: id,
        idempotencyKey: `questionnaire-record:${user.id}:${id}`,
      });
    }
    return present(inserted as RecordRow, user.timeZone);
  });
}
