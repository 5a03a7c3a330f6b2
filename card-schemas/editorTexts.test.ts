import { describe, expect, it } from "vitest";
import { ENUM_LABELS } from "./editorLabels";
import { editorSchemas } from "./editorSchemas";
import {
  AUTHOR_TEXTS,
  EDITOR_TEXT_CATALOGS,
  editorTextRewriter,
  type EditorText,
  type TranslatedLanguage,
} from "./editorTexts";

type Node = Record<string, unknown>;
const DATA_KEYWORDS = new Set(["examples", "enum", "const", "default"]);
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every title, description and enum of everything `value` holds, with where it is. */
function* servedTexts(value: unknown, path: string): Generator<[string, unknown, Node]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* servedTexts(item, `${path}/${index}`);
    return;
  }
  if (!isNode(value)) return;
  for (const [key, child] of Object.entries(value)) {
    // A property called "title" is a schema (an object), the keyword a string.
    if ((key === "title" || key === "description") && typeof child === "string")
      yield [`${path}/${key}`, child, value];
    else if (key === "enum") yield [`${path}/enum`, child, value];
    else if (!DATA_KEYWORDS.has(key)) yield* servedTexts(child, `${path}/${key}`);
  }
}

/** Every text the schemas GET /schemas serves have, by file and pointer. */
function textsOfServedSchemas(): Map<string, EditorText> {
  const texts = new Map<string, EditorText>();
  editorSchemas(
    "en",
    editorTextRewriter((text) => {
      texts.set(`${text.file}#${text.pointer}`, text);
      return undefined;
    }),
  );
  return texts;
}

const texts = textsOfServedSchemas();
const languages = Object.keys(EDITOR_TEXT_CATALOGS) as TranslatedLanguage[];
/** What an English text must keep in any language: code, placeholders, identifiers, paths. */
const KEPT = /`[^`]+`|<[A-Za-z]+>|\b[A-Z]+(?:_[A-Z]+)+\b|\/api\/[\w/{}.?=&…]+/g;

describe("the editor's texts", () => {
  it("all go through the catalogs, whatever GET /schemas serves", () => {
    const marked = editorSchemas(
      "fr",
      editorTextRewriter((text) => `⟦${text.file}#${text.pointer}⟧`),
    );
    const strays: string[] = [];
    for (const [path, value, node] of servedTexts(marked, "")) {
      if (path.endsWith("/enum")) {
        const strings = Array.isArray(value) && value.every((item) => typeof item === "string");
        const labels = node[ENUM_LABELS];
        if (strings && !(Array.isArray(labels) && labels.every((label) => /^⟦.*⟧$/.test(String(label))))) {
          strays.push(`${path}: ${JSON.stringify(value)}`);
        }
      } else if (!/^⟦.*⟧$/.test(String(value))) strays.push(`${path}: ${String(value)}`);
    }
    expect(
      strays,
      "texts served without passing through editorTexts (inline them with its rewriter)",
    ).toEqual([]);
  });

  it.each(languages)("are all translated in %s", (language) => {
    const catalog = EDITOR_TEXT_CATALOGS[language];
    const missing: Record<string, Record<string, Record<string, string>>> = {};
    for (const text of texts.values()) {
      const entry = catalog[text.file]?.[text.pointer];
      const translated = typeof entry?.[language] === "string" && entry[language].trim() !== "";
      const sameEnglish = text.kind === "enumValue" ? Boolean(entry?.en) : entry?.en === text.en;
      if (!translated || !sameEnglish) {
        (missing[text.file] ??= {})[text.pointer] = { en: text.en, [language]: entry?.[language] ?? "" };
      }
    }
    // Ready to paste into editorTexts/<language>.json, once translated.
    expect(missing, `untranslated or changed texts in editorTexts/${language}.json`).toEqual({});
  });

  it.each(languages)("in %s keep the code, placeholders and names of the English", (language) => {
    const lost: string[] = [];
    for (const text of texts.values()) {
      if (text.kind === "enumValue") continue;
      const translation = EDITOR_TEXT_CATALOGS[language][text.file]?.[text.pointer]?.[language] ?? "";
      for (const token of text.en.match(KEPT) ?? []) {
        if (!translation.includes(token)) lost.push(`${text.file}#${text.pointer}: ${token}`);
      }
    }
    expect(lost).toEqual([]);
  });

  it.each(languages)("in %s hold nothing the schemas no longer have", (language) => {
    const extra: string[] = [];
    for (const [file, entries] of Object.entries(EDITOR_TEXT_CATALOGS[language])) {
      for (const [pointer, entry] of Object.entries(entries)) {
        if (!texts.has(`${file}#${pointer}`)) extra.push(`${file}#${pointer}`);
        expect(Object.keys(entry).sort(), `${file}#${pointer}`).toEqual(["en", language].sort());
      }
    }
    expect(extra).toEqual([]);
  });

  it("reworded for authors, replace a text the schemas still have, in its current English, in every language", () => {
    const stale: string[] = [];
    for (const [file, entries] of Object.entries(AUTHOR_TEXTS)) {
      for (const [pointer, entry] of Object.entries(entries)) {
        // A source that is not the served English any more would leave the developers' wording shown.
        if (texts.get(`${file}#${pointer}`)?.en !== entry.source) stale.push(`${file}#${pointer}`);
        for (const language of ["en", ...languages] as const) {
          expect(entry[language]?.trim(), `${file}#${pointer} in ${language}`).toBeTruthy();
        }
      }
    }
    expect(stale).toEqual([]);
  });

  it("label each enum value alike in English in every catalog", () => {
    for (const text of texts.values()) {
      if (text.kind !== "enumValue") continue;
      const english = languages.map(
        (language) => EDITOR_TEXT_CATALOGS[language][text.file]?.[text.pointer]?.en,
      );
      expect(new Set(english).size, `${text.file}#${text.pointer}: ${english.join(" / ")}`).toBe(1);
    }
  });

  it("are served in the language asked for, English from the schemas themselves", () => {
    const meal = (language: "fr" | "en" | "it" | "es") =>
      (editorSchemas(language).tasks.MEAL as { properties: { meal: Node } }).properties.meal;
    expect(meal("fr").title).toBe("Repas");
    expect(meal("fr").description).toBe(
      "Le repas sur lequel porte la carte ; s'il est omis, le patient le choisit.",
    );
    expect(meal("fr")[ENUM_LABELS]).toEqual(["Petit-déjeuner", "Déjeuner", "Dîner", "Collation"]);
    expect(meal("it").title).toBe("Pasto");
    expect(meal("es").title).toBe("Comida");
    expect(meal("en").description).toBe("The meal the card asks about; left out, the patient picks it.");
    expect(meal("en")).toMatchObject({
      title: "Meal",
      [ENUM_LABELS]: ["Breakfast", "Lunch", "Dinner", "Snack"],
    });
  });
});
