/**
 * An admin's decision on a question a patient asked (docs/features/community.md): validated (moderated: in the
 * vote list; the writer gets the question reward shown on the form, once) or refused, the reason and
 * the admin kept. The moderation queue applies it in its own transaction.
 */
import type { Knex } from "knex";
import type { ModerationDecision } from "../../../card-schemas";
import { COMMUNITY_QUESTION_REWARD } from "../../../engine/community/questionDraft";
import { AlreadyModerated, NotFound } from "../../core/errors";
import { credit } from "../../core/ledger";
import type { ModeratedQuestionRow } from "./communityQuestionRows";
import { presentModerationQuestion, type ModerationQuestion } from "./present";

/**
 * Validates (→ moderated, in the vote list; the writer is paid COMMUNITY_QUESTION_REWARD once) or
 * refuses a waiting question, keeping the reason and the admin. 404 for an unknown question, 409
 * ALREADY_MODERATED for one no longer waiting.
 */
export async function moderateQuestion(
  trx: Knex.Transaction,
  id: string,
  status: ModerationDecision["status"],
  reason: string | null,
  adminId: string,
): Promise<ModerationQuestion> {
  const row = (await trx("communityQuestions").where({ id }).forUpdate().first()) as
    ModeratedQuestionRow | undefined;
  if (!row) throw new NotFound("No such community question");
  if (row.status !== "toCheck") throw new AlreadyModerated();
  const [updated] = (await trx("communityQuestions")
    .where({ id })
    .update({
      status: status === "validated" ? "moderated" : "refused",
      moderationReason: reason,
      moderatedBy: adminId,
      moderatedAt: trx.fn.now(),
    })
    .returning("*")) as ModeratedQuestionRow[];
  if (status === "validated" && row.userId) {
    await credit(trx, {
      userId: row.userId,
      delta: COMMUNITY_QUESTION_REWARD,
      reason: "COMMUNITY_QUESTION",
      reference: id,
      idempotencyKey: `communityQuestion:${id}`,
    });
  }
  return presentModerationQuestion(updated!);
}
