/**
 * The moderation of the questions patients ask (docs/features/community.md): they wait (toCheck) until an admin
 * validates them (moderated: in the vote list; the writer gets the question reward shown on the
 * form, once) or refuses them, the reason and the admin kept. The admin queue's routes call these.
 */
import type { Knex } from "knex";
import type {
  CommunityQuestionStatus,
  CommunityQuestionType,
  Language,
  ModerationDecision,
} from "../../../card-schemas";
import { COMMUNITY_QUESTION_REWARD } from "../../../engine/community/questionDraft";
import type { Db } from "../../platform/db/connection";
import { AlreadyModerated, NotFound } from "../../core/errors";
import { localized, type QuestionRow } from "./communityQuestionRows";
import { credit } from "../../core/ledger";

export interface ModerationQuestion {
  kind: "communityQuestion";
  id: string;
  text: string;
  type: CommunityQuestionType;
  options: Array<{ id: string; label: string; rightAnswer?: boolean }>;
  groupName: string | null;
  language: Language | null;
  userId: string | null;
  status: CommunityQuestionStatus;
  reason: string | null;
  moderatedBy: string | null;
  createdAt: string;
}

type ModeratedRow = QuestionRow & { moderationReason: string | null; moderatedBy: string | null };

function present(row: ModeratedRow): ModerationQuestion {
  const language = row.language ?? "fr";
  return {
    kind: "communityQuestion",
    id: row.id,
    text: localized(row.text, language, row.language),
    type: row.type,
    options: (row.choices ?? []).map((choice) => ({
      id: choice.id,
      label: localized(choice.label, language, row.language),
      ...(choice.rightAnswer !== undefined ? { rightAnswer: choice.rightAnswer } : {}),
    })),
    groupName: row.groupName,
    language: row.language,
    userId: row.userId,
    status: row.status,
    reason: row.moderationReason,
    moderatedBy: row.moderatedBy,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The questions waiting for moderation, oldest first. */
export async function waitingQuestions(db: Db): Promise<ModerationQuestion[]> {
  const rows = (await db("communityQuestions")
    .where({ status: "toCheck" })
    .orderBy([
      { column: "createdAt", order: "asc" },
      { column: "id", order: "asc" },
    ])) as ModeratedRow[];
  return rows.map(present);
}

/** One patient's question as the queue shows it, whatever its status; undefined when there is none. */
export async function questionForModeration(
  db: Db | Knex.Transaction,
  id: string,
): Promise<ModerationQuestion | undefined> {
  const row = (await db("communityQuestions").where({ id }).first()) as ModeratedRow | undefined;
  return row && row.userId !== null ? present(row) : undefined;
}

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
  const row = (await trx("communityQuestions").where({ id }).forUpdate().first()) as ModeratedRow | undefined;
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
    .returning("*")) as ModeratedRow[];
  if (status === "validated" && row.userId) {
    await credit(trx, {
      userId: row.userId,
      delta: COMMUNITY_QUESTION_REWARD,
      reason: "COMMUNITY_QUESTION",
      reference: id,
      idempotencyKey: `communityQuestion:${id}`,
    });
  }
  return present(updated!);
}
