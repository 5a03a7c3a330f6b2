import type { Language, ProgramDraft, ProgramEditableField } from "../../../../card-schemas";
import type { FieldProblem } from "../../../../card-schemas";

/** One edit of a draft not saved yet: a property of the program, or one text in one language. */
export type DraftChange =
  | { kind: "field"; field: ProgramEditableField; value: unknown; refused?: FieldProblem[] }
  | { kind: "text"; language: Language; key: string; value: string; refused?: FieldProblem[] };

/** Two changes of the same key: the later replaces the earlier, which need not be sent. */
export const changeKey = (change: DraftChange): string =>
  change.kind === "field" ? `field:${change.field}` : `text:${change.language}:${change.key}`;

/** The draft as the author sees it: the server's, with the changes not saved yet on top. */
export function applyChanges(draft: ProgramDraft, changes: readonly DraftChange[]): ProgramDraft {
  const next: ProgramDraft = { ...draft, translations: { ...draft.translations } };
  for (const change of changes) {
    if (change.kind === "field") {
      const fields = next as unknown as Record<string, unknown>;
      // null removes an optional property, as the server does.
      if (change.value === null) delete fields[change.field];
      else fields[change.field] = change.value;
    } else {
      const texts = { ...next.translations[change.language] };
      if (change.value === "") delete texts[change.key];
      else texts[change.key] = change.value;
      next.translations[change.language] = texts;
    }
  }
  return next;
}
