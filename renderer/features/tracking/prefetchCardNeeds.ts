/**
 * What the deck's tracking cards read, asked ahead while the network is here so that each card
 * opens offline too (docs/features/offline.md): the app keeps these answers in IndexedDB
 * (app/offline/queryPersistence.ts). Only what the day's cards use is asked.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../app/api/client";
import type { Locale } from "../../app/i18n/locales";
import { goalsInProgressQuery } from "../goals";
import { dataValuesQuery, dayEntriesQuery } from "./queries";
import { lastRecordQuery, questionnaireQuery } from "./questionnaires/queries";
import {
  medicationsQuery,
  symptomCatalogueQuery,
  symptomEventsQuery,
  userSymptomsQuery,
} from "./symptoms/queries";

/** A deck card as far as this reads it: its kind, and a task's type and params. */
export interface CardNeeds {
  type: string;
  task?: { type?: string; params?: object };
}

const SYMPTOM_TASKS = new Set(["SYMPTOMS", "FULLSCREEN_SYMPTOMS", "SYMMTOM_TRIGGER_CARD"]);
const VALUE_TASKS = new Set(["WALK", "HYDRATION", "MEAL", "DAY_ACTIVITY"]);

export function prefetchCardNeeds(
  queryClient: QueryClient,
  api: ApiClient,
  cards: readonly CardNeeds[],
  { date, locale }: { date: string; locale: Locale },
): void {
  const types = new Set(cards.map((card) => card.task?.type ?? card.type));
  if ([...SYMPTOM_TASKS].some((type) => types.has(type))) {
    void queryClient.prefetchQuery(symptomCatalogueQuery(api, locale));
    void queryClient.prefetchQuery(userSymptomsQuery(api));
    void queryClient.prefetchQuery(symptomEventsQuery(api, date));
    void queryClient.prefetchQuery(medicationsQuery(api));
  }
  if (types.has("MEDICATION_INTAKE")) void queryClient.prefetchQuery(medicationsQuery(api));
  if (types.has("GOAL_DEFAULT") || [...VALUE_TASKS].some((type) => types.has(type))) {
    void queryClient.prefetchQuery(dataValuesQuery(api, locale));
    void queryClient.prefetchQuery(dayEntriesQuery(api, date));
  }
  if (types.has("GOAL_DEFAULT")) void queryClient.prefetchQuery(goalsInProgressQuery(api));
  for (const card of cards) {
    const id = (card.task?.params as { questionnaireId?: unknown } | undefined)?.questionnaireId;
    if (card.task?.type !== "QUESTIONNAIRE" || typeof id !== "string") continue;
    void queryClient.prefetchQuery(questionnaireQuery(api, id, locale));
    void queryClient.prefetchQuery(lastRecordQuery(api, id));
  }
}
