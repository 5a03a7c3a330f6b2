import { createElement } from "react";
import type { CardComponent, CardProps, IncomingCard, TaskComponent } from "./types";
import { ErrorCard } from "./ErrorCard";
import { TaskCard } from "./TaskCard";
import { DefaultTask } from "./tasks/DefaultTask";
import { MediaTask } from "./tasks/MediaTask";
import { ChoiceTask } from "./tasks/ChoiceTask";
import { ChronoTask } from "./tasks/ChronoTask";
import { EnigmeTask } from "./tasks/EnigmeTask";

/**
 * The one registry of the renderer: card type → component, and for TASK cards, task type →
 * component. A type missing here renders its `fallback`, or the ERROR card. The other
 * notification kinds of seed 001 have schemas but no component yet, so they fall to ERROR.
 */
export const taskComponents: Record<string, TaskComponent> = {
  DEFAULT: DefaultTask,
  MEDIA: MediaTask,
  CHOICE: ChoiceTask,
  CHRONO: ChronoTask,
  ENIGME: EnigmeTask,
};

function TaskCardEntry({ card, complete }: CardProps) {
  // resolveCard only lets TASK cards through whose task type is registered.
  const Task = taskComponents[card.task?.type ?? ""];
  return Task
    ? createElement(TaskCard, { card, complete, Task })
    : createElement(ErrorCard, { card, complete });
}

export const cardComponents: Record<string, CardComponent> = {
  TASK: TaskCardEntry,
  ERROR: ErrorCard,
};

/** How a card will be shown: by a component, as the ERROR card (with why), or not at all. */
export type Resolution =
  | { kind: "component"; card: IncomingCard; Component: CardComponent }
  | { kind: "error"; card: IncomingCard; reason: string }
  | { kind: "drop" };

// A chain of fallbacks longer than this is a content bug, not something to follow forever.
const MAX_FALLBACK_DEPTH = 4;

function unknownReason(card: IncomingCard): string | null {
  if (typeof card.type !== "string" || !Object.hasOwn(cardComponents, card.type)) {
    return `unknown card type ${String(card.type)}`;
  }
  if (card.type === "TASK") {
    const taskType = card.task?.type;
    if (typeof taskType !== "string" || !Object.hasOwn(taskComponents, taskType)) {
      return `unknown task type ${String(taskType)}`;
    }
  }
  return null;
}

/**
 * Picks what to render for `card`: its own component when its type (and task type) is known,
 * else its `fallback` (another card, resolved the same way, or "drop"), else the ERROR card.
 */
export function resolveCard(card: IncomingCard, depth = 0): Resolution {
  const reason = unknownReason(card);
  if (reason === null) {
    return { kind: "component", card, Component: cardComponents[card.type] as CardComponent };
  }
  if (card.fallback === "drop") return { kind: "drop" };
  if (card.fallback && typeof card.fallback === "object" && depth < MAX_FALLBACK_DEPTH) {
    const fallback = resolveCard(card.fallback, depth + 1);
    if (fallback.kind !== "error") return fallback;
  }
  return { kind: "error", card, reason };
}
