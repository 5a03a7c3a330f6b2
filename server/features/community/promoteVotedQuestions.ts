/**
 * The community's vote at work (engine/community/questionPromotion.ts): once a day, each community's most
 * liked moderated question becomes its current one and the one before it goes to the previous
 * questions. Done when a list is read, by whichever process reads first: a transaction-scoped
 * advisory lock makes the others wait and then find nothing due.
 */
import { isPromotionDue, pickPromoted } from "../../../engine/community/questionPromotion";
import type { Db } from "../../platform/db/connection";
import { runUseCase } from "../../core/useCase";

/** Any number, the same in every process: the lock of the promotions. */
const PROMOTION_LOCK = 4_212_026;

export async function promoteVotedQuestions(db: Db, now: Date): Promise<void> {
  const waiting = await db("communityQuestions").where({ status: "moderated" }).first("id");
  if (!waiting) return;
  await runUseCase(db, {
    load: async (trx) => {
      await trx.raw("select pg_advisory_xact_lock(?)", [PROMOTION_LOCK]);
      return (await trx("communityQuestions")
        .where({ status: "moderated" })
        .whereNotNull("groupName")
        .distinct("groupName")) as Array<{ groupName: string }>;
    },
    // Each community is read and promoted in turn, the next one read after the last one's writes.
    write: async (trx, _decision, groups) => {
      for (const { groupName } of groups) {
        const last = await trx("communityQuestions").where({ groupName }).max("promotedAt as at").first();
        if (!isPromotionDue(last?.at ? new Date(last.at) : null, now)) continue;
        const candidates = await trx("communityQuestions")
          .where({ groupName, status: "moderated" })
          .select("id", "likes", "createdAt");
        const chosen = pickPromoted(
          candidates.map((row: { id: string; likes: number; createdAt: Date | string }) => ({
            id: row.id,
            likes: Number(row.likes),
            createdAt: new Date(row.createdAt),
          })),
        );
        if (!chosen) continue;
        await trx("communityQuestions")
          .where({ groupName, status: "current" })
          .update({ status: "previous" });
        await trx("communityQuestions").where({ id: chosen }).update({ status: "current", promotedAt: now });
      }
    },
  });
}
