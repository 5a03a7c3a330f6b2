/**
 * A patient saves a filled questionnaire (docs/features/tracking.md): the record is checked against its
 * questionnaire, scored here (never trusted from the client) and pays the questionnaire's rewards when
 * the period has elapsed since the previous record.
 */
import type { QuestionnaireRecordBody, QuestionnaireRecordView } from "../../../card-schemas";
import crypto from "node:crypto";
import { answerIssues, questionnaireRewardsOffered, questionnaireScore } from "../../../engine";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { Conflict, ValidationError } from "../../core/errors";
import { credit } from "../../core/ledger";
import { runUseCase } from "../../core/useCase";
import { findQuestionnaire } from "./findQuestionnaire";
import { presentQuestionnaireRecord } from "./present";
import { latestRecord, type RecordRow } from "./questionnaireRecordRows";

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
  const row = await runUseCase(db, {
    load: async (trx) => {
      // One save at a time per patient and questionnaire, so two saves cannot both find the period elapsed.
      await trx.raw("select pg_advisory_xact_lock(hashtext(?))", [
        `questionnaire:${user.id}:${questionnaireId}`,
      ]);
      // Ids are the patient's own (another patient's same id is another row): only theirs can clash.
      const existing: RecordRow | undefined = await trx("questionnaireRecords")
        .where({ userId: user.id, id })
        .first();
      // Only a new record is compared with the previous one.
      const previous = existing
        ? undefined
        : await latestRecord(trx as unknown as Db, user.id, questionnaireId);
      return { existing, previous };
    },
    decide: ({ existing, previous }) => {
      if (existing) {
        if (existing.questionnaireId !== questionnaireId) {
          throw new Conflict("ID_IN_USE", "This id is already used by another of your records");
        }
        // A retry: nothing more is paid.
        return 0;
      }
      const offered = questionnaireRewardsOffered(
        previous ? new Date(previous.datetime) : null,
        now,
        questionnaire.period,
      );
      return offered ? questionnaire.rewards : 0;
    },
    write: async (trx, rewards, { existing }) => {
      // A retry answers the record already saved.
      if (existing) return existing;
      const [inserted] = await trx("questionnaireRecords")
        .insert({
          id,
          userId: user.id,
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
      return inserted as RecordRow;
    },
  });
  return presentQuestionnaireRecord(row, user.timeZone);
}
