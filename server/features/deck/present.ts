import { actionKeyPrefix, localizeParams } from "../../../engine/shared/localize";
import type { StoredCard } from "../../platform/db/models";
import { lookupIn, programText, textsFor, type CatalogData } from "../../core/programCatalog";

/** A card as sent to the renderer, before its validation against the card schemas. */
export type WireCard = {
  id: string;
  type: string;
  date: string;
  maxDate: string;
  rewards: number;
  globalnotificationID: string;
  title?: string;
  description?: string;
  fallback?: unknown;
  [field: string]: unknown;
};

/**
 * Turns a stored todo card into its wire form in `language`. A TASK carries its task with the
 * params localized from the translations (the stored literals are the fallback); other kinds carry
 * the fields kept in `parameters.taskParameters`.
 */
export function presentCard(card: StoredCard, data: CatalogData, language: string): WireCard {
  const { uniqueId, taskType, taskParameters, fallback, version } = card.parameters;
  const studyId = card.globalnotificationId;
  // A card keeps the texts of the version it was dealt from, whatever was published since.
  const texts = { texts: textsFor(data, studyId, version) };
  const prefix = actionKeyPrefix(studyId, uniqueId);
  const text = (key: string) => lookupIn(texts, language)(`${prefix}.${key}`);
  const base: WireCard = {
    id: card.id,
    type: card.type,
    date: card.date,
    maxDate: card.maxDate,
    rewards: card.rewards,
    globalnotificationID: studyId,
  };
  const title = text("title");
  const description = text("description");
  if (title !== undefined) base.title = title;
  if (description !== undefined) base.description = description;
  if (fallback !== undefined) base.fallback = fallback;
  if (card.type !== "TASK") return { ...(taskParameters ?? {}), ...base };
  const studyTitle = programText(texts, language, studyId, "title");
  return {
    ...base,
    ...(studyTitle !== undefined ? { studyTitle } : {}),
    task: {
      type: taskType ?? "",
      params: localizeParams(taskParameters ?? {}, lookupIn(texts, language), prefix),
    },
  };
}
