/**
 * What the patient entered on the deck's cards and that no other table keeps (the journal,
 * docs/features/tracking.md): a CHOICE's picks, a CHRONO's time, the fields, choices and timers of
 * a custom or full-screen activity, an answer to the community question; and the words of the
 * triggers a SYMMTOM_TRIGGER_CARD put on a symptom event. Each card is read in the patient's
 * language, as the deck showed it.
 */
import type { JournalCardAnswer, JournalCardEntry, Language } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import type { NotificationParameters } from "../../platform/db/models";
import { ownAnswers } from "../community";
import { presentCard } from "../deck";

/** The task types whose completion data holds something the patient entered, kept nowhere else. */
const ENTRY_TASK_TYPES = [
  "CHOICE",
  "CHRONO",
  "CUSTOM_ACTIVITY_CARD",
  "FULLSCREEN_ACTIVITY_CARD",
  "COMMUNITY_QUESTION",
] as const;
const TRIGGER_TASK_TYPE = "SYMMTOM_TRIGGER_CARD";

interface DoneCard {
  id: string;
  type: string;
  date: string;
  maxDate: string;
  rewards: number;
  globalnotificationId: string;
  parameters: NotificationParameters;
  sortOrder: number;
  result: { data?: unknown } | null;
  doneAt: Date;
}

type Params = Record<string, unknown>;
type Data = Record<string, unknown>;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const asIds = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((id): id is string => typeof id === "string")
    : typeof value === "string"
      ? [value]
      : [];
const asChoices = (value: unknown) =>
  Array.isArray(value) ? value.map(asRecord).filter((c) => typeof c.id === "string") : [];

/** The labels of the choices `picked`, in the order offered. */
function pickedLabels(choices: unknown, picked: string[]): string[] {
  return asChoices(choices)
    .filter((choice) => picked.includes(choice.id as string))
    .map((choice) => String(choice.label ?? choice.id));
}

const labelled = (label: unknown): Pick<JournalCardAnswer, "label"> =>
  typeof label === "string" && label !== "" ? { label } : {};

/** What a block body (custom and full-screen activities) collected, block by block. */
function blockAnswers(body: unknown, data: Data): JournalCardAnswer[] {
  if (!Array.isArray(body)) return [];
  return body.map(asRecord).flatMap((block): JournalCardAnswer[] => {
    const value = typeof block.id === "string" ? data[block.id] : undefined;
    if (value === undefined || value === null || value === "") return [];
    if (block.type === "input") return [{ ...labelled(block.label), texts: [String(value)] }];
    if (block.type === "choice") {
      const texts = pickedLabels(block.choices, asIds(value));
      return texts.length > 0 ? [{ ...labelled(block.label), texts }] : [];
    }
    if (block.type === "timer" && typeof value === "number" && value >= 0) {
      return [{ elapsedMs: Math.round(value) }];
    }
    return [];
  });
}

/** What a card of `taskType` with these (localized) params collected in `data`. */
function answersOf(taskType: string, params: Params, data: Data): JournalCardAnswer[] {
  switch (taskType) {
    case "CHOICE": {
      const texts = pickedLabels(params.choices, asIds(data.choices));
      return texts.length > 0 ? [{ ...labelled(params.question), texts }] : [];
    }
    case "CHRONO":
      return typeof data.elapsedMs === "number" && data.elapsedMs >= 0
        ? [{ elapsedMs: Math.round(data.elapsedMs) }]
        : [];
    case "CUSTOM_ACTIVITY_CARD":
    case "FULLSCREEN_ACTIVITY_CARD":
      return blockAnswers(params.body, data);
    default:
      return [];
  }
}

export interface JournalCardRecords {
  /** The day (patient's local) each entry belongs to, with the entry. */
  entries: Array<{ doneAt: Date; entry: JournalCardEntry }>;
  triggerLabels: Record<string, string>;
}

/**
 * The cards the patient completed between `from` and `to` (local days, both included) that hold an
 * entry, and the words of the triggers their trigger cards offered.
 */
export async function readJournalCards(
  deps: AppDeps,
  user: User,
  from: string,
  to: string,
): Promise<JournalCardRecords> {
  const cards: DoneCard[] = await deps
    .db("notifications")
    .where({ userId: user.id, status: "DONE", type: "TASK" })
    .whereRaw("(done_at at time zone ?)::date between ?::date and ?::date", [user.timeZone, from, to])
    .whereRaw("parameters->>'taskType' = any(?::text[])", [[...ENTRY_TASK_TYPES, TRIGGER_TASK_TYPE]])
    .orderBy([{ column: "doneAt" }, { column: "id" }]);
  if (cards.length === 0) return { entries: [], triggerLabels: {} };
  const catalog = await deps.catalog.get();
  const language: Language = user.language;
  const presented = cards.map((card) => {
    const wire = presentCard(card, catalog, language);
    const task = asRecord(wire.task);
    return {
      card,
      title: wire.title,
      taskType: String(task.type ?? ""),
      params: asRecord(task.params),
      data: asRecord(asRecord(card.result).data),
    };
  });
  const questionIds = presented
    .filter((one) => one.taskType === "COMMUNITY_QUESTION")
    .map((one) => one.data.questionId)
    .filter((id): id is string => typeof id === "string");
  const answers = await ownAnswers(deps.db, user.id, [...new Set(questionIds)], language);

  const triggerLabels: Record<string, string> = {};
  const entries: JournalCardRecords["entries"] = [];
  for (const { card, title, taskType, params, data } of presented) {
    if (taskType === TRIGGER_TASK_TYPE) {
      for (const trigger of asChoices(params.triggers))
        triggerLabels[trigger.id as string] = String(trigger.label);
      continue;
    }
    const own = taskType === "COMMUNITY_QUESTION" ? answers.get(String(data.questionId)) : undefined;
    const found = own ? [{ label: own.question, texts: own.texts }] : answersOf(taskType, params, data);
    if (found.length === 0) continue;
    entries.push({
      doneAt: card.doneAt,
      entry: {
        cardId: card.id,
        taskType,
        ...(title !== undefined ? { title } : {}),
        doneAt: new Date(card.doneAt).toISOString(),
        answers: found,
      },
    });
  }
  return { entries, triggerLabels };
}
