import { createElement } from "react";
import type { CardComponent, CardProps, IncomingCard, TaskComponent } from "./types";
import { ErrorCard } from "./ErrorCard";
import { TaskCard } from "./TaskCard";
import { GoalDefaultCard } from "./dailyEntry/GoalDefaultCard";
import { AutorTaskCard } from "./notices/AutorTaskCard";
import { NotificationCard } from "./notices/NotificationCard";
import { LostSerieCard } from "./notices/LostSerieCard";
import { NewStudyCard } from "./notices/NewStudyCard";
import { AutorMessageCard } from "./notices/AutorMessageCard";
import { QuestionCard } from "./notices/QuestionCard";
import { DefaultTask } from "./tasks/DefaultTask";
import { MediaTask } from "./tasks/MediaTask";
import { ChoiceTask } from "./tasks/ChoiceTask";
import { ChronoTask } from "./tasks/ChronoTask";
import { EnigmeTask } from "./tasks/EnigmeTask";
import { WalkTask } from "./tasks/WalkTask";
import { HydrationTask } from "./tasks/HydrationTask";
import { MealTask } from "./tasks/MealTask";
import { DayActivityTask } from "./tasks/DayActivityTask";
import { SymptomsTask } from "./tasks/SymptomsTask";
import { FullscreenSymptomsTask } from "./tasks/FullscreenSymptomsTask";
import { SymptomTriggerTask } from "./tasks/SymptomTriggerTask";
import { MedicationIntakeTask } from "./tasks/MedicationIntakeTask";
import { PersonalGoalTask } from "./tasks/PersonalGoalTask";
import { QuestionnaireTask } from "./tasks/QuestionnaireTask";
import { CpxTask } from "./tasks/CpxTask";
import { EndStudyTask } from "./tasks/EndStudyTask";
import { CorrelationTask } from "./tasks/CorrelationTask";
import { CommunityQuestionTask } from "./tasks/CommunityQuestionTask";
import { CustomActivityTask } from "./tasks/CustomActivityTask";
import { FullscreenActivityTask } from "./tasks/FullscreenActivityTask";
import { PicturePrivateTask } from "./tasks/PicturePrivateTask";
import { PictureSocialTask } from "./tasks/PictureSocialTask";
import { IotTask } from "./tasks/IotTask";

/**
 * The one registry of the renderer: card type → component, and for TASK cards, task type →
 * component. A type missing here renders its `fallback`, or the ERROR card.
 */
export const taskComponents: Record<string, TaskComponent> = {
  DEFAULT: DefaultTask,
  MEDIA: MediaTask,
  CHOICE: ChoiceTask,
  CHRONO: ChronoTask,
  ENIGME: EnigmeTask,
  WALK: WalkTask,
  HYDRATION: HydrationTask,
  MEAL: MealTask,
  DAY_ACTIVITY: DayActivityTask,
  SYMPTOMS: SymptomsTask,
  FULLSCREEN_SYMPTOMS: FullscreenSymptomsTask,
  SYMMTOM_TRIGGER_CARD: SymptomTriggerTask,
  MEDICATION_INTAKE: MedicationIntakeTask,
  PERSONAL_GOAL: PersonalGoalTask,
  QUESTIONNAIRE: QuestionnaireTask,
  CPX: CpxTask,
  END_STUDY: EndStudyTask,
  CORRELATION: CorrelationTask,
  COMMUNITY_QUESTION: CommunityQuestionTask,
  CUSTOM_ACTIVITY_CARD: CustomActivityTask,
  FULLSCREEN_ACTIVITY_CARD: FullscreenActivityTask,
  PICTURE_PRIVATE: PicturePrivateTask,
  PICTURE_SOCIAL: PictureSocialTask,
  IOT: IotTask,
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
  AUTOR_TASK: AutorTaskCard,
  NOTIFICATION_CARD: NotificationCard,
  LOST_SERIE: LostSerieCard,
  NEW_STUDY: NewStudyCard,
  AUTOR_MESSAGE: AutorMessageCard,
  QUESTION: QuestionCard,
  GOAL_DEFAULT: GoalDefaultCard,
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
