/**
 * The editor's texts in the pro's language (every string of the pro area in fr, en, it and
 * es). The schemas are written in English; the catalogs in editorTexts/ hold, for each other
 * language, every text of the schemas GET /api/pro/:proId/schemas serves: each schema's `title` and
 * `description`, the label of each property without a title, and a label for each value of a
 * string `enum`. A catalog is keyed by schema file (its `$id` under the schemas' root), then by
 * JSON Pointer in that file: `/properties/meal/description`, `/properties/meal/title` (its label),
 * `/properties/meal/enum/lunch` (an enum value's label, by value so that a reordering keeps it).
 * Each entry keeps the English it translates, so a changed English text shows as untranslated; an
 * enum value's English label, which no schema has, is that `en` (the same in every catalog).
 * editorTexts.test.ts fails on any text without its three translations and prints the missing
 * entries, ready to translate and paste.
 */
import type { Language } from "./generated";
import es from "./editorTexts/es.json" with { type: "json" };
import fr from "./editorTexts/fr.json" with { type: "json" };
import it from "./editorTexts/it.json" with { type: "json" };
import authorTexts from "./editorTexts/authorTexts.json" with { type: "json" };
import { ENUM_LABELS, fieldLabel } from "./editorLabels";
import type { SchemaPlace, SchemaRewriter } from "./inlineRefs";

type Node = Record<string, unknown>;

/** A text and its translation: `{ en, fr }` in fr.json. */
export type EditorTextEntry = Readonly<Record<string, string>>;
/** One language's catalog: by file, by pointer. */
export type EditorTextCatalog = Readonly<Record<string, Readonly<Record<string, EditorTextEntry>>>>;

export type TranslatedLanguage = Exclude<Language, "en">;

export const EDITOR_TEXT_CATALOGS: Readonly<Record<TranslatedLanguage, EditorTextCatalog>> = { fr, it, es };

/** One text of a served schema: where it is written and its English. */
export interface EditorText {
  readonly file: string;
  readonly pointer: string;
  /** The schema's own English; for an enum value, its raw value (its English label is a catalog's). */
  readonly en: string;
  readonly kind: "text" | "label" | "enumValue";
}

const ROOT = "https://schemas.outchi.app/v1/";
/** Keywords under which properties refine others rather than being fields of a form. */
const REFINING = /\/(if|then|else|not)(\/|$)/;

/**
 * The texts of one inlined node (`out`, from `source` at `place`): its own title and description,
 * a label where a property has no title, its enum values. A hidden discriminator (`const`) needs no label.
 */
export function editorTextsOf(out: Node, source: Node, place: SchemaPlace): EditorText[] {
  // Most nodes have none: answered before any string is built.
  if (!place.property && !("title" in source) && !("description" in source) && !("enum" in source)) return [];
  const file = place.id.startsWith(ROOT) ? place.id.slice(ROOT.length) : place.id;
  const at = (pointer: string, en: string, kind: EditorText["kind"]): EditorText => ({
    file,
    pointer: `${place.pointer}/${pointer}`,
    en,
    kind,
  });
  const texts: EditorText[] = [];
  for (const key of ["title", "description"] as const) {
    const value = source[key];
    if (typeof value === "string") texts.push(at(key, value, "text"));
  }
  if (place.property && out.title === undefined && !("const" in out) && !REFINING.test(place.pointer)) {
    texts.push(at("title", fieldLabel(place.property), "label"));
  }
  if (Array.isArray(source.enum) && source.enum.every((value) => typeof value === "string")) {
    for (const value of source.enum as string[]) texts.push(at(`enum/${value}`, value, "enumValue"));
  }
  return texts;
}

/**
 * The editor's own wording of a text whose English is written for developers (a file, a call, a key
 * format, a type's name), in every language, as authors read it; keyed like the catalogs, with the
 * English it replaces (`source`), so that a changed English shows through again until reworded.
 */
export const AUTHOR_TEXTS: Readonly<
  Record<string, Readonly<Record<string, Readonly<{ source: string } & Record<Language, string>>>>>
> = authorTexts;

/** A text in a language, or undefined when the catalog lacks it or translates an older English. */
export function translateEditorText(language: Language, text: EditorText): string | undefined {
  const reworded = AUTHOR_TEXTS[text.file]?.[text.pointer];
  if (reworded && text.kind !== "enumValue" && reworded.source === text.en) return reworded[language];
  // English needs a catalog only for enum labels: any catalog's `en`.
  const entry = EDITOR_TEXT_CATALOGS[language === "en" ? "fr" : language][text.file]?.[text.pointer];
  if (text.kind === "enumValue") return entry?.[language];
  if (language === "en") return text.en;
  return entry?.en === text.en ? entry[language] : undefined;
}

/**
 * Writes each text of the node as `translate` gives it: a title or description in place, enum
 * labels under ENUM_LABELS (a value without one shows as itself). Untranslated, a text stays English.
 */
export function editorTextRewriter(translate: (text: EditorText) => string | undefined): SchemaRewriter {
  return (out, source, place) => {
    const labels: string[] = [];
    let labelled = false;
    for (const text of editorTextsOf(out, source, place)) {
      const value = translate(text);
      if (text.kind === "enumValue") {
        labels.push(value ?? text.en);
        labelled ||= value !== undefined;
      } else {
        const key = text.pointer.slice(text.pointer.lastIndexOf("/") + 1);
        out[key] = value ?? text.en;
      }
    }
    if (labelled) out[ENUM_LABELS] = labels;
  };
}
