import { createElement, type ComponentType } from "react";
import type { Card, Task } from "../../card-schemas";
import { registryResolver, type Resolution } from "./typedRegistry";
import { lazyComponent } from "./lazyComponent";
import type { CardComponent, CardProps, IncomingCard, TaskComponent, TaskProps } from "./types";

type ParamsOf<T extends Task["type"]> = Extract<Task, { type: T }>["params"];
import { ErrorCard } from "./ErrorCard";
import { TaskCard } from "./TaskCard";
import { DefaultTask } from "../features/deck/tasks/DefaultTask";
import { MediaTask } from "../features/deck/tasks/MediaTask";
import { ChoiceTask } from "../features/deck/tasks/ChoiceTask";
import { ChronoTask } from "../features/deck/tasks/ChronoTask";
import { RiddleTask } from "../features/deck/tasks/RiddleTask";

// The first task types are in every first deck (the tour); the others load when a card needs them,
// which keeps the deck's first load small (npm run bench).
const GoalDefaultCard = lazyComponent(() =>
  import("../features/tracking/dailyEntry/GoalDefaultCard").then((m) => m.GoalDefaultCard),
);
const AuthorTaskCard = lazyComponent(() =>
  import("../features/deck/notices/AuthorTaskCard").then((m) => m.AuthorTaskCard),
);
const NotificationCard = lazyComponent(() =>
  import("../features/deck/notices/NotificationCard").then((m) => m.NotificationCard),
);
const LostStreakCard = lazyComponent(() =>
  import("../features/deck/notices/LostStreakCard").then((m) => m.LostStreakCard),
);
const NewStudyCard = lazyComponent(() =>
  import("../features/deck/notices/NewStudyCard").then((m) => m.NewStudyCard),
);
const AuthorMessageCard = lazyComponent(() =>
  import("../features/deck/notices/AuthorMessageCard").then((m) => m.AuthorMessageCard),
);
const QuestionCard = lazyComponent(() =>
  import("../features/deck/notices/QuestionCard").then((m) => m.QuestionCard),
);
const WalkTask = lazyComponent(() => import("../features/tracking/tasks/WalkTask").then((m) => m.WalkTask));
const HydrationTask = lazyComponent(() =>
  import("../features/tracking/tasks/HydrationTask").then((m) => m.HydrationTask),
);
const MealTask = lazyComponent(() => import("../features/tracking/tasks/MealTask").then((m) => m.MealTask));
const DayActivityTask = lazyComponent(() =>
  import("../features/tracking/tasks/DayActivityTask").then((m) => m.DayActivityTask),
);
const SymptomsTask = lazyComponent(() =>
  import("../features/tracking/tasks/SymptomsTask").then((m) => m.SymptomsTask),
);
const FullscreenSymptomsTask = lazyComponent(() =>
  import("../features/tracking/tasks/FullscreenSymptomsTask").then((m) => m.FullscreenSymptomsTask),
);
const SymptomTriggerTask = lazyComponent(() =>
  import("../features/tracking/tasks/SymptomTriggerTask").then((m) => m.SymptomTriggerTask),
);
const MedicationIntakeTask = lazyComponent(() =>
  import("../features/tracking/tasks/MedicationIntakeTask").then((m) => m.MedicationIntakeTask),
);
const PersonalGoalTask = lazyComponent(() =>
  import("../features/goals/tasks/PersonalGoalTask").then((m) => m.PersonalGoalTask),
);
const QuestionnaireTask = lazyComponent(() =>
  import("../features/tracking/tasks/QuestionnaireTask").then((m) => m.QuestionnaireTask),
);
const CpxTask = lazyComponent(() => import("../features/rewards/tasks/CpxTask").then((m) => m.CpxTask));
const EndStudyTask = lazyComponent(() =>
  import("../features/programs/tasks/EndStudyTask").then((m) => m.EndStudyTask),
);
const CorrelationTask = lazyComponent(() =>
  import("../features/analysis/tasks/CorrelationTask").then((m) => m.CorrelationTask),
);
const CommunityQuestionTask = lazyComponent(() =>
  import("../features/community/tasks/CommunityQuestionTask").then((m) => m.CommunityQuestionTask),
);
const CustomActivityTask = lazyComponent(() =>
  import("../features/deck/tasks/CustomActivityTask").then((m) => m.CustomActivityTask),
);
const FullscreenActivityTask = lazyComponent(() =>
  import("../features/deck/tasks/FullscreenActivityTask").then((m) => m.FullscreenActivityTask),
);
const PicturePrivateTask = lazyComponent(() =>
  import("../features/uploads/tasks/PicturePrivateTask").then((m) => m.PicturePrivateTask),
);
const PictureSocialTask = lazyComponent(() =>
  import("../features/uploads/tasks/PictureSocialTask").then((m) => m.PictureSocialTask),
);
const IotTask = lazyComponent(() => import("../features/tracking/tasks/IotTask").then((m) => m.IotTask));

/**
 * The one registry of the renderer: card type → component, and for TASK cards, task type →
 * component, typed from the schemas' unions: a type of the schemas without its component, or a
 * component whose params are not its type's, does not compile. A type the renderer does not know
 * (newer content) renders its `fallback`, or the ERROR card.
 */
export const taskComponents: { readonly [T in Task["type"]]: ComponentType<TaskProps<ParamsOf<T>>> } = {
  DEFAULT: DefaultTask,
  MEDIA: MediaTask,
  CHOICE: ChoiceTask,
  CHRONO: ChronoTask,
  ENIGME: RiddleTask,
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

/** The component of a task type, when it is one of ours. */
export function taskComponentOf(type: unknown): TaskComponent | undefined {
  return typeof type === "string" && Object.hasOwn(taskComponents, type)
    ? (taskComponents[type as Task["type"]] as TaskComponent)
    : undefined;
}

function TaskCardEntry({ card, complete }: CardProps) {
  // resolveCard only lets TASK cards through whose task type is registered.
  const Task = taskComponentOf(card.task?.type);
  return Task
    ? createElement(TaskCard, { card, complete, Task })
    : createElement(ErrorCard, { card, complete });
}

export const cardComponents: { readonly [T in Card["type"]]: CardComponent } = {
  TASK: TaskCardEntry,
  AUTOR_TASK: AuthorTaskCard,
  NOTIFICATION_CARD: NotificationCard,
  LOST_SERIE: LostStreakCard,
  NEW_STUDY: NewStudyCard,
  AUTOR_MESSAGE: AuthorMessageCard,
  QUESTION: QuestionCard,
  GOAL_DEFAULT: GoalDefaultCard,
  ERROR: ErrorCard,
};

function unknownReason(card: IncomingCard): string | null {
  if (typeof card.type !== "string" || !Object.hasOwn(cardComponents, card.type)) {
    return `unknown card type ${String(card.type)}`;
  }
  if (card.type === "TASK" && !taskComponentOf(card.task?.type)) {
    return `unknown task type ${String(card.task?.type)}`;
  }
  return null;
}

/** How a card will be shown: by its component or its fallback's, as the ERROR card (with why), or not at all. */
export type CardResolution = Resolution<IncomingCard, CardComponent>;

/** Picks what to render for `card`; a TASK card is known when its task type is too. */
export const resolveCard = registryResolver<IncomingCard, CardComponent>(
  cardComponents,
  "card",
  unknownReason,
);
