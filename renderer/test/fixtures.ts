import type {
  ChoiceTaskParams,
  ChronoTaskParams,
  DailyQueue,
  DefaultTaskParams,
  RiddleTaskParams,
  MediaTaskParams,
  Task,
  TaskCard,
} from "../../card-schemas";
import type { IncomingCard } from "../cards/types";

/** Example content for stories and tests, in the wire form the server sends. */
export const FIXTURE_DATE = "2025-03-14";

const base = {
  date: FIXTURE_DATE,
  maxDate: "2025-03-20",
  globalnotificationID: "tour",
};

export function taskCard(id: string, task: Task, extra: Partial<TaskCard> = {}): TaskCard {
  return {
    ...base,
    id,
    type: "TASK",
    rewards: 10,
    title: "Morning breathing",
    description: "Three minutes to start the day calmly.",
    studyTitle: "Discovery tour",
    task,
    ...extra,
  };
}

export const defaultParams: DefaultTaskParams = {
  body: "Sit comfortably, breathe in for four seconds, hold, and breathe out slowly.\nRepeat five times.",
};

export const defaultCard = taskCard("card-default", { type: "DEFAULT", params: defaultParams });

/** A small inline picture, so stories and tests need no network. */
export const PICTURE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 180'%3E%3Crect width='320' height='180' fill='%23c7d2fe'/%3E%3Ccircle cx='160' cy='90' r='50' fill='%234338ca'/%3E%3C/svg%3E";

export const mediaImageParams: MediaTaskParams = {
  mediaType: "image",
  mediaLink: PICTURE,
  caption: "A calm blue circle",
};
export const mediaYoutubeParams: MediaTaskParams = {
  mediaType: "youtube",
  mediaLink: "https://www.youtube.com/watch?v=inpok4MKVLM",
  caption: "Five-minute meditation",
};
export const mediaVideoParams: MediaTaskParams = {
  mediaType: "video",
  mediaLink: "/media/breathing-circle.mp4",
};
export const choiceParams: ChoiceTaskParams = {
  question: "How did you sleep last night?",
  choices: [
    { id: "good", label: "Well" },
    { id: "average", label: "So-so" },
    { id: "bad", label: "Badly" },
  ],
};
export const chronoParams: ChronoTaskParams = { targetSeconds: 60 };
export const enigmeParams: RiddleTaskParams = {
  question: "What has keys but cannot open locks?",
  answer: "A piano",
};

export const mediaImageCard = taskCard(
  "card-media-image",
  { type: "MEDIA", params: mediaImageParams },
  { title: "Look at this picture" },
);

export const mediaYoutubeCard = taskCard(
  "card-media-youtube",
  { type: "MEDIA", params: mediaYoutubeParams },
  { title: "Watch a short video" },
);

export const mediaVideoCard = taskCard(
  "card-media-video",
  { type: "MEDIA", params: mediaVideoParams },
  { title: "Two slow breaths" },
);

export const choiceCard = taskCard(
  "card-choice",
  { type: "CHOICE", params: choiceParams },
  { title: "Your night", rewards: 5 },
);

export const chronoCard = taskCard(
  "card-chrono",
  { type: "CHRONO", params: chronoParams },
  { title: "One minute plank", rewards: 15 },
);

export const enigmeCard = taskCard(
  "card-enigme",
  { type: "ENIGME", params: enigmeParams },
  { title: "Riddle of the day", rewards: 3 },
);

/** A card type this renderer has no component for. */
export const unknownTypeCard: IncomingCard = { ...base, id: "card-unknown", type: "HOLOGRAM", rewards: 0 };

/** A TASK card whose task type this renderer does not know. */
export const unknownTaskCard: IncomingCard = {
  ...base,
  id: "card-unknown-task",
  type: "TASK",
  rewards: 0,
  title: "From the future",
  task: { type: "TELEPORT", params: {} },
};

export function dailyQueue(cards: unknown[], luckyOutchi = 2): DailyQueue {
  return {
    screen: "dailyQueue",
    schemaVersion: 1,
    locale: "en",
    date: FIXTURE_DATE,
    data: { luckyOutchi, bank: { amount: 120 } },
    cards: cards as DailyQueue["cards"],
  };
}

/** The ERROR card the server sends in place of a card that failed validation. */
export const serverErrorCard: IncomingCard = {
  ...base,
  id: "card-error",
  type: "ERROR",
  rewards: 0,
};
