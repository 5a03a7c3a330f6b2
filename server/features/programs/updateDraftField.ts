/** An author replaces one top-level property of their draft (docs/features/programs.md). */
import type { ProgramDraft, ProgramEditableField, ProProgramAnswer } from "../../../card-schemas";
import { programFieldIssues } from "../../../card-schemas/programAuthoring";
import type { AppDeps } from "../../appDeps";
import { ValidationError } from "../../core/errors";
import { foreignStudyIssues, ownJournal } from "./actionRules";
import { changeDraft } from "./draftChange";
import { readDraft } from "./draftRows";

/** PUT /program/:id: one top-level property replaced (null removes it), checked against its schema. */
export async function updateDraftField(
  deps: AppDeps,
  authorId: string,
  id: string,
  body: { field: ProgramEditableField; value?: unknown; revision?: number },
): Promise<ProProgramAnswer> {
  await readDraft(deps.db, authorId, id);
  const { field } = body;
  // An end-of-study action without a program gets this one; one naming another is refused.
  const value =
    field === "actionsJournal" && Array.isArray(body.value)
      ? ownJournal(body.value, id)
      : (body.value ?? null);
  if (value !== null) {
    const issues = programFieldIssues(field, value);
    if (field === "actionsJournal") issues.push(...foreignStudyIssues(value, id));
    if (issues.length > 0) throw new ValidationError(issues);
  }
  return changeDraft(deps, authorId, id, body.revision, (draft) => {
    const { [field]: _previous, ...rest } = draft;
    return (value === null ? rest : { ...rest, [field]: value }) as ProgramDraft;
  });
}
