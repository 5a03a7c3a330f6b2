/**
 * The counters of the awards tree (engine/rewards/awards.ts), read from the patient's own data:
 * - PROGRAMS_DONE: `study_subscriptions` finished once or DONE (one per program);
 * - GOALS_DONE: `personal_goals` with status DONE;
 * - STREAK_MAX, LOST_STREAK_MAX: the deck's past days (`notifications`, streakHistory.ts) and the
 *   days restored with the LOST_SERIE power (`power_uses`), through engine/deck/streakStats.ts;
 * - WEEKLY_QUESTIONS: the community questions answered (`community_answers`);
 * - REACTIONS: `social_profiles.reaction_counter`, which the community's reactions add to;
 * - ALL_TIME_REWARDS: `bank_accounts.all_time_amount`;
 * - PROFILE_COMPLETION: `patient_info`, through engine/accounts/profileCompletion.ts.
 */
import type { Knex } from "knex";
import type { AwardCounters } from "../../../engine/rewards/awards";
import { addDays } from "../../../engine/shared/dates";
import { streakStats } from "../../../engine/deck";
import type { Db } from "../../platform/db/connection";
import { readTogether } from "../../platform/db/readTogether";
import { readProfileCompletion } from "../accounts";
import { readStreakHistory } from "../deck";

/** The first day the streak counters look at: all of the patient's history. */
const HISTORY_START = "2000-01-01";

/** Every counter of the tree for the patient, today. */
export async function readAwardCounters(
  db: Db | Knex.Transaction,
  userId: string,
  today: string,
): Promise<AwardCounters> {
  const [counts, history, completion] = await readTogether(db, [
    () =>
      db
        .raw<{ rows: Array<Record<string, number | string[] | null>> }>(
          `select
           (select count(distinct study_id)::int from study_subscriptions
             where user_id = :userId and (finished_once or status = 'DONE')) as "programsDone",
           (select count(*)::int from personal_goals
             where user_id = :userId and status = 'DONE') as "goalsDone",
           (select count(*)::int from community_answers where user_id = :userId) as "weeklyQuestions",
           (select coalesce(max(reaction_counter), 0)::int from social_profiles where id = :userId) as "reactions",
           (select coalesce(max(all_time_amount), 0)::int from bank_accounts
             where user_id = :userId) as "allTimeRewards",
           (select coalesce(json_agg(date::text), '[]') from power_uses
             where user_id = :userId and power = 'LOST_SERIE') as "restoredDays"`,
          { userId },
        )
        .then((result) => result.rows[0] ?? {}),
    () => readStreakHistory(db as Db, userId, HISTORY_START, addDays(today, 1)),
    () => readProfileCompletion(db, userId),
  ]);
  const stats = streakStats(history, (counts.restoredDays as string[] | null) ?? []);
  return {
    PROGRAMS_DONE: Number(counts.programsDone ?? 0),
    GOALS_DONE: Number(counts.goalsDone ?? 0),
    STREAK_MAX: stats.max,
    LOST_STREAK_MAX: stats.maxLost,
    WEEKLY_QUESTIONS: Number(counts.weeklyQuestions ?? 0),
    REACTIONS: Number(counts.reactions ?? 0),
    ALL_TIME_REWARDS: Number(counts.allTimeRewards ?? 0),
    PROFILE_COMPLETION: completion.completion,
  };
}
