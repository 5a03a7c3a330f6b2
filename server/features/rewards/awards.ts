/**
 * The awards tree of a patient (engine/rewards/awards.ts) and claiming an award. The counters are read from
 * the patient's own data:
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
import type { AwardClaim, AwardsTree } from "../../../card-schemas";
import { awardsSummary, awardsTree, type AwardCounters } from "../../../engine/rewards/awards";
import { addDays, localDay } from "../../../engine/shared/dates";
import { streakStats } from "../../../engine/deck";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, NotFound } from "../../core/errors";
import { awardCatalogue } from "./awardCatalogue";
import { grantItem } from "../../core/inventory";
import { credit } from "../../core/ledger";
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
  const [counts, history, completion] = await Promise.all([
    db
      .raw<{ rows: Array<Record<string, number | string[] | null>> }>(
        `select
           (select count(distinct study_id)::int from study_subscriptions
             where patientusers_id = :userId and (finished_once or status = 'DONE')) as "programsDone",
           (select count(*)::int from personal_goals
             where patientusers_id = :userId and status = 'DONE') as "goalsDone",
           (select count(*)::int from community_answers where user_id = :userId) as "weeklyQuestions",
           (select coalesce(max(reaction_counter), 0)::int from social_profiles where id = :userId) as "reactions",
           (select coalesce(max(all_time_amount), 0)::int from bank_accounts
             where patientusers_id = :userId) as "allTimeRewards",
           (select coalesce(json_agg(date::text), '[]') from power_uses
             where patientusers_id = :userId and power = 'LOST_SERIE') as "restoredDays"`,
        { userId },
      )
      .then((result) => result.rows[0] ?? {}),
    readStreakHistory(db as Db, userId, HISTORY_START, addDays(today, 1)),
    readProfileCompletion(db, userId),
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

async function claimedAwards(db: Db | Knex.Transaction, userId: string): Promise<Set<string>> {
  const rows: Array<{ awardId: string }> = await db("userAwards")
    .where({ patientusersId: userId })
    .select("awardId");
  return new Set(rows.map((row) => row.awardId));
}

async function treeFor(deps: AppDeps, db: Db | Knex.Transaction, user: User): Promise<AwardsTree> {
  const today = localDay(deps.now(), user.timeZone);
  const [catalogue, counters, claimed] = await Promise.all([
    awardCatalogue(deps.config.contentDir),
    readAwardCounters(db, user.id, today),
    claimedAwards(db, user.id),
  ]);
  return awardsTree({ catalogue, counters, claimed, locale: user.language });
}

/** The patient's tree: each branch's percent, each award's progress and status. */
export function readAwards(deps: AppDeps, user: User): Promise<AwardsTree> {
  return treeFor(deps, deps.db, user);
}

/** What the home dashboard shows of the tree: awards claimed, claimable now, in all, and the branches. */
export async function readAwardsSummary(
  deps: AppDeps,
  user: User,
): Promise<ReturnType<typeof awardsSummary>> {
  return awardsSummary(await readAwards(deps, user));
}

export class AwardLocked extends Conflict {
  constructor() {
    super("AWARD_LOCKED", "This award is not unlocked yet");
  }
}

/**
 * Claims an unlocked award: records it, pays its rewards through the ledger and gives its
 * personalization element, once. Claiming it again pays nothing more and answers the same claim.
 * 404 for an unknown award, 409 AWARD_LOCKED while its condition is not met.
 */
export async function claimAward(deps: AppDeps, user: User, awardId: string): Promise<AwardClaim> {
  const catalogue = await awardCatalogue(deps.config.contentDir);
  const award = catalogue.find((a) => a.id === awardId);
  if (!award) throw new NotFound("No such award");
  return inTransaction(deps.db, async (trx) => {
    const tree = await treeFor(deps, trx, user);
    const status = tree.items.find((item) => item.id === awardId)?.status;
    if (status === "LOCKED") throw new AwardLocked();
    await trx("userAwards")
      .insert({ patientusersId: user.id, awardId, rewards: award.rewards })
      .onConflict(["patientusersId", "awardId"])
      .ignore();
    if (award.rewards > 0) {
      await credit(trx, {
        userId: user.id,
        delta: award.rewards,
        reason: "AWARD",
        reference: awardId,
        idempotencyKey: `award:${user.id}:${awardId}`,
      });
    }
    if (award.customization) {
      await grantItem(trx, user.id, {
        kind: "PERSONALIZATION",
        itemId: award.customization.id,
        image: award.customization.image,
        source: "AWARD",
      });
    }
    const row: { claimedAt: Date } = await trx("userAwards")
      .where({ patientusersId: user.id, awardId })
      .first("claimedAt");
    return {
      userAward: {
        id: award.id,
        type: award.id,
        rewards: award.rewards,
        socialTitle: award.socialTitle?.[user.language] ?? null,
        claimedAt: new Date(row.claimedAt).toISOString(),
      },
      userElement: award.customization
        ? { id: award.customization.id, kind: "PERSONALIZATION", image: award.customization.image }
        : null,
    };
  });
}

/** The social titles the patient earned: claimed awards that give one, in the patient's language. */
export async function earnedTitles(
  deps: AppDeps,
  db: Db | Knex.Transaction,
  user: User,
): Promise<Array<{ id: string; label: string }>> {
  const [catalogue, claimed] = await Promise.all([
    awardCatalogue(deps.config.contentDir),
    claimedAwards(db, user.id),
  ]);
  return catalogue.flatMap((award) =>
    award.socialTitle && claimed.has(award.id)
      ? [{ id: award.id, label: award.socialTitle[user.language] }]
      : [],
  );
}
