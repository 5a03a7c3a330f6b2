/**
 * The community questions patients ask, as a source of the moderation queue
 * (moderationSources.ts): their lists and decisions are the community feature's
 * (waitingQuestions.ts, decidedQuestions.ts, questionForModeration.ts, moderateQuestion.ts).
 */
import type { ModerationItem, SocialEventStatus } from "../../../card-schemas";
import { WAITING_STATUS } from "../../../engine/community";
import type { Language } from "../../platform/db/models";
import {
  decidedQuestions,
  moderateQuestion,
  questionForModeration,
  waitingQuestions,
  type ModerationQuestion,
} from "../community";
import type { ModeratedRow } from "./moderatedRows";
import type { ModerationSource } from "./moderationSources";
import { presentModerated } from "./present";

/** A question's status as the queue words every item's. */
const QUEUE_STATUS: Record<ModerationQuestion["status"], SocialEventStatus> = {
  toCheck: "to check",
  moderated: "validated",
  refused: "refused",
  current: "validated",
  previous: "validated",
};

function asRow(question: ModerationQuestion): ModeratedRow {
  return {
    id: question.id,
    userId: question.userId ?? "",
    text: question.text,
    groupName: question.groupName,
    language: (question.language ?? "fr") as Language,
    createdAt: new Date(question.createdAt),
    status: QUEUE_STATUS[question.status],
    moderationReason: question.reason,
    moderatedBy: question.moderatedBy,
    moderatedAt: question.moderatedAt ? new Date(question.moderatedAt) : null,
    options: question.options.map((option) => option.label),
  };
}

export const questionModerationSource: ModerationSource = {
  kind: "question",
  async waiting(deps, db, language): Promise<ModerationItem[]> {
    return presentModerated(deps, db, "question", (await waitingQuestions(db)).map(asRow), language);
  },
  async decided(deps, db, language, limit) {
    return presentModerated(deps, db, "question", (await decidedQuestions(db, limit)).map(asRow), language);
  },
  async decide(deps, trx, id, decision, admin) {
    const current = await questionForModeration(trx, id);
    if (!current) return null;
    const unchanged =
      decision.status === WAITING_STATUS
        ? current.moderatedAt === null
        : QUEUE_STATUS[current.status] === decision.status;
    const question = unchanged
      ? current
      : await moderateQuestion(trx, id, decision.status, decision.reason ?? null, admin.id);
    return (await presentModerated(deps, trx, "question", [asRow(question)], admin.language))[0]!;
  },
};
