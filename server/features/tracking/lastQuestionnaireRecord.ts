/** The patient's last record of a questionnaire and whether its rewards are offered now (docs/features/tracking.md). */
import { questionnaireNextRewardAt, questionnaireRewardsOffered } from "../../../engine";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { findQuestionnaire } from "./findQuestionnaire";
import { presentQuestionnaireRecord } from "./present";
import { latestRecord } from "./questionnaireRecordRows";

/** The patient's last record of the questionnaire, and whether its rewards are offered now. */
export async function getLastRecord(db: Db, user: User, questionnaireId: string, now: Date) {
  const questionnaire = await findQuestionnaire(db, questionnaireId);
  const row = await latestRecord(db, user.id, questionnaireId);
  const lastAt = row ? new Date(row.datetime) : null;
  return {
    record: row ? presentQuestionnaireRecord(row, user.timeZone) : null,
    period: questionnaire.period,
    rewards: questionnaire.rewards,
    rewardsOffered: questionnaireRewardsOffered(lastAt, now, questionnaire.period),
    nextRewardAt: questionnaireNextRewardAt(lastAt, questionnaire.period)?.toISOString() ?? null,
  };
}
