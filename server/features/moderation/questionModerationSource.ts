/**
 * The community questions patients ask, as a source of the moderation queue
 * (moderationSources.ts): their waiting list and decisions are the community feature's
 * (waitingQuestions.ts, questionForModeration.ts, moderateQuestion.ts).
 */
import type { ModerationItem, SocialEventStatus } from "../../../card-schemas";
import type { Language } from "../../platform/db/models";
import {
  moderateQuestion,
  questionForModeration,
  waitingQuestions,
  type ModerationQuestion,
} from "../community";
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

function asRow(question: ModerationQuestion) {
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
  };
}

export const questionModerationSource: ModerationSource = {
  kind: "question",
  async waiting(deps, db, language): Promise<ModerationItem[]> {
    return presentModerated(deps, db, "question", (await waitingQuestions(db)).map(asRow), language);
  },
  async decide(deps, trx, id, decision, admin) {
    const current = await questionForModeration(trx, id);
    if (!current) return null;
    if (current.status !== "toCheck") {
      return {
        item: (await presentModerated(deps, trx, "question", [asRow(current)], admin.language))[0]!,
        decided: false,
      };
    }
    const decided = await moderateQuestion(trx, id, decision.status, decision.reason ?? null, admin.id);
    return {
      item: (await presentModerated(deps, trx, "question", [asRow(decided)], admin.language))[0]!,
      decided: true,
    };
  },
};
