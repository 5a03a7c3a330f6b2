/** The notifications rows of a day's due actions: what the deck materializes, and what subscribing to a program deals at once. */
import crypto from "node:crypto";
import type { DueAction } from "../../../engine/deck/dailyQueue";

/** The rows of one day's due actions, ready for INSERT … ON CONFLICT DO NOTHING. */
export function notificationRows(userId: string, due: DueAction[]) {
  return due.map((action, index) => ({
    id: crypto.randomUUID(),
    userId,
    type: "TASK",
    date: action.date,
    maxDate: action.maxDate,
    rewards: action.rewards,
    parameters: JSON.stringify({
      uniqueId: action.uniqueId,
      taskType: action.taskType,
      taskParameters: action.params,
      ...(action.version !== undefined ? { version: action.version } : {}),
    }),
    globalnotificationId: action.studyId,
    routinetaskId: action.uniqueId,
    sortOrder: index,
    status: "NEW",
  }));
}
