/** An author sets one text of their draft in one language (docs/features/programs.md). */
import type { Language, ProProgramAnswer } from "../../../card-schemas";
import { programTextIssues } from "../../../card-schemas/programAuthoring";
import type { AppDeps } from "../../appDeps";
import { ValidationError } from "../../core/errors";
import { changeDraft } from "./draftChange";
import { readDraft } from "./draftRows";

/** PUT /program/:id/translation: one text of one language, checked against ProgramTexts; "" removes it. */
export async function updateDraftText(
  deps: AppDeps,
  authorId: string,
  id: string,
  body: { field: string; value: string; language: Language; revision?: number },
): Promise<ProProgramAnswer> {
  await readDraft(deps.db, authorId, id);
  const { field, value, language } = body;
  if (value !== "") {
    const path = `/translations/${language}/${field.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const issues = programTextIssues(field, value, path);
    if (issues.length > 0) throw new ValidationError(issues);
  }
  return changeDraft(deps, authorId, id, body.revision, (draft) => {
    const { [field]: _previous, ...texts } = draft.translations[language] ?? {};
    const changed = value === "" ? texts : { ...texts, [field]: value };
    return { ...draft, translations: { ...draft.translations, [language]: changed } };
  });
}
