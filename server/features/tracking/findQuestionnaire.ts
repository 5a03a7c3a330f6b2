/** A questionnaire of the content (loaded from content/questionnaires, docs/features/tracking.md) by its id; 404 when there is none. */
import type { QuestionnaireContent } from "../../../card-schemas/generated";
import type { Db } from "../../platform/db/connection";
import { NotFound } from "../../core/errors";

export async function findQuestionnaire(db: Db, id: string): Promise<QuestionnaireContent> {
  const row = await db("questionnaires").where({ id }).first("definition");
  if (!row) throw new NotFound("No such questionnaire");
  return typeof row.definition === "string" ? JSON.parse(row.definition) : row.definition;
}
