/**
 * An admin's decision on a question a patient asked (docs/features/community.md): validated (moderated: in the
 * vote list; the writer gets the question reward shown on the form, once), refused (hidden from all
 * but its writer, even once in the vote list or the daily list), or undone (it waits again), the reason
 * and the admin kept. The moderation queue applies it in its own transaction.
 */
import type { Knex } from "knex";
import type { CommunityQuestionStatus, ModerationDecision } from "../../../card-schemas";
import { COMMUNITY_QUESTION_REWARD } from "../../../engine/community/questionDraft";
import { NotFound } from "../../core/errors";
import { credit } from "../../core/ledger";
import type { ModeratedQuestionRow } from "./communityQuestionRows";
import { presentModerationQuestion, type ModerationQuestion } from "./present";

/** Statuses of a question others may see: validating one of them keeps it where it is. */
const SHOWN: readonly CommunityQuestionStatus[] = ["moderated", "current", "previous"];

/** The status a decision gives a question that is now `current`. */
function statusAfter(
  current: CommunityQuestionStatus,
  decision: ModerationDecision["status"],
): CommunityQuestionStatus {
  if (decision === "refused") return "refused";
  if (decision === "to check") return "toCheck";
  return SHOWN.includes(current) ? current : "moderated";
}

/**
 * Validates (→ moderated; the writer is paid COMMUNITY_QUESTION_REWARD once, whatever comes after),
 * refuses, or undoes the decision on a question (`to check`: it waits again, without reason nor
 * admin). 404 for an unknown question.
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
  const undo = status === "to check";
  const [updated] = (await trx("communityQuestions")
    .where({ id })
    .update({
      status: statusAfter(row.status, status),
      moderationReason: undo ? null : reason,
      moderatedBy: undo ? null : adminId,
      moderatedAt: undo ? null : trx.fn.now(),
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
