/**
 * POST /api/pro/:proId/preview: a journal action as the patient's deck would receive it, presented,
 * localized (with the texts of the author's draft when a program is named), resolved and validated
 * by the deck's own code, so that what the editor shows is what patients will get.
 */
import type { Language, PreviewCardInput, TaskCard } from "../../../card-schemas";
import { taskParamsIssues } from "../../../card-schemas/programAuthoring";
import { validateCard } from "../../../card-schemas/validators";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";
import { presentCard } from "../deck";
import { resolveCard } from "../deck";
import { readDraft } from "./draftRows";
import type { CatalogData } from "../../core/programCatalog";

/** Stands for the ids a previewed card does not have yet. */
const PREVIEW = "preview";

/** The deck's card paths are under `/task/params`; the editor's are under the submitted card's `/params`. */
function submittedPath(path: string): string {
  return path.startsWith("/task/params") ? path.slice("/task".length) : path;
}

export async function previewCard(
  deps: AppDeps,
  user: User,
  body: { card: PreviewCardInput; programId?: string; language: Language },
): Promise<TaskCard> {
  const { card, programId, language } = body;
  const studyId = programId ?? PREVIEW;
  const texts = new Map<string, Map<string, string>>();
  if (programId) {
    const draft = await readDraft(deps.db, user.authorId ?? "", programId);
    const byKey = Object.entries(draft.document.translations[language] ?? {});
    texts.set(language, new Map(byKey.map(([key, value]) => [`study.${programId}.${key}`, value ?? ""])));
  }
  const issues = taskParamsIssues(card.taskType, card.params, "/params");
  if (issues.length > 0) throw new ValidationError(issues);
  const today = localDay(deps.now(), user.timeZone);
  const catalog: CatalogData = { programs: new Map(), versions: new Map(), authors: new Map(), texts };
  const presented = presentCard(
    {
      id: PREVIEW,
      type: "TASK",
      date: today,
      maxDate: today,
      rewards: card.rewards ?? 0,
      globalnotificationId: studyId,
      parameters: {
        uniqueId: card.uniqueId ?? PREVIEW,
        taskType: card.taskType,
        taskParameters: card.params,
      },
      sortOrder: 0,
    },
    catalog,
    language,
  );
  const resolved = resolveCard(presented, SCHEMA_VERSION);
  if (resolved?.type !== "TASK") {
    throw new ValidationError([{ path: "/taskType", message: "is not shown to patients of this version" }]);
  }
  const check = validateCard(resolved);
  if (!check.ok) {
    throw new ValidationError(check.errors.map((issue) => ({ ...issue, path: submittedPath(issue.path) })));
  }
  // validateCard just checked it against the TASK schema.
  return resolved as unknown as TaskCard;
}
