/** The patient's day and month now, in their time zone: the month the assistant's free tokens count in (docs/features/assistant.md). */
import { assistantMonth } from "../../../engine/assistant/assistantTokens";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";

/** The patient's day and month now, in their time zone. */
export function todayOf(deps: AppDeps, user: User): { today: string; month: string } {
  const today = localDay(deps.now(), user.timeZone);
  return { today, month: assistantMonth(today) };
}
