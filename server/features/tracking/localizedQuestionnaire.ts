/** A questionnaire of the content in one language (docs/features/tracking.md), for the patient or an author's preview. */
import { localizeQuestionnaire } from "../../../engine";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { findQuestionnaire } from "./findQuestionnaire";

/** The questionnaire in `language` (the patient's, or the language of the program an author previews). */
export async function getLocalizedQuestionnaire(db: Db, language: User["language"], id: string) {
  return localizeQuestionnaire(await findQuestionnaire(db, id), language);
}
