import { describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import type { RJSFSchema } from "@rjsf/utils";
import { editorSchemas } from "../../../../card-schemas/editorSchemas";
import { ENUM_LABELS } from "../../../../card-schemas/editorLabels";
import type { Language } from "../../../../card-schemas";
import { renderPro } from "../../../test/pro/renderPro";
import { allProMessages } from "../../../test/pro/proMessages";
import { SchemaForm } from "./form/SchemaForm";
import { programEditorSchemas } from "./programEditorSchemas";

const LANGUAGES: Language[] = ["en", "fr", "it", "es"];

/** What an author should never have to read: the developers' files, calls and key formats. */
const DEVELOPER_WORDING: [string, RegExp][] = [
  ["a file path", /\b[\w-]+\/[\w./{}<>-]*\.(json|ts|tsx|md)\b/],
  ["an API call", /\b(GET|POST|PUT|PATCH|DELETE)\s+\/|\/api\//],
  ["a key format", /<[A-Za-z]+>|\b[a-z]+\.(?:<|\{|[a-z]+\.)|\b(?:steps|actions|study)\.[a-z<{]/],
  // A space after the brace: `{name}` and `{count, plural, …}` are the catalogs' placeholders.
  ["a JSON shape", /\{\s+[a-z]+\s*[,:}]/],
  ["a type's name", /^(?:[A-Z][a-z0-9]+){2,}$/],
];

/** Every title, help text and value label of the forms the editor draws (GET /api/pro/:proId/schemas). */
function schemaTexts(node: unknown, path: string, out: [string, string][]): [string, string][] {
  if (Array.isArray(node)) node.forEach((item, index) => schemaTexts(item, `${path}/${index}`, out));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if ((key === "title" || key === "description") && typeof value === "string")
        out.push([`${path}/${key}`, value]);
      else if (key === ENUM_LABELS && Array.isArray(value)) {
        value.forEach((label, index) => out.push([`${path}/${key}/${index}`, String(label)]));
      } else if (key !== "examples" && key !== "default") schemaTexts(value, `${path}/${key}`, out);
    }
  }
  return out;
}

/** The editor's own words: its pages, journal, preview, block lists, versions and files. */
const EDITOR_MESSAGES = /^pro\.(editor|journal|preview|blockList|files|programs|versions|status)\./;

/**
 * The help texts that quote a field's stored values (`followup`) where the author picks among their
 * labels (Health follow-up): each as `where: value: text`.
 */
function rawValuesInHelp(node: unknown, path: string, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item, index) => rawValuesInHelp(item, `${path}/${index}`, out));
  else if (node && typeof node === "object") {
    const field = node as Record<string, unknown>;
    const values = Array.isArray(field.enum)
      ? field.enum.filter((v): v is string => typeof v === "string")
      : [];
    const labels = Array.isArray(field[ENUM_LABELS]) ? (field[ENUM_LABELS] as unknown[]).map(String) : [];
    if (typeof field.description === "string" && labels.length === values.length) {
      for (const [index, value] of values.entries()) {
        // A plain word may be the text's own: a short one (text), or one the label itself says
        // (challenge, "Habit challenge"); codes (DRAFT, autorCard) and longer words are not.
        const word = new RegExp(`\\b${value}\\b`, "i");
        const plain = !/[A-Z_]/.test(value);
        if (value === labels[index] || (plain && (value.length < 6 || word.test(labels[index]!)))) continue;
        if (new RegExp(`\\b${value}\\b`).test(field.description))
          out.push(`${path}: ${value}: ${field.description}`);
      }
    }
    for (const [key, value] of Object.entries(field)) rawValuesInHelp(value, `${path}/${key}`, out);
  }
  return out;
}

function developerWording(texts: [string, string][]): string[] {
  return texts.flatMap(([where, text]) =>
    DEVELOPER_WORDING.filter(([, pattern]) => pattern.test(text)).map(
      ([what]) => `${where}: ${what}: ${text}`,
    ),
  );
}

describe("the editor's wording", () => {
  it.each(LANGUAGES)(
    "in %s holds no file path, API call or key format, in its forms or its own texts",
    (language) => {
      const schemas = editorSchemas(language);
      const forms = schemaTexts(
        { program: schemas.program, tasks: schemas.tasks, blocks: schemas.blocks },
        "",
        [],
      );
      const messages = Object.entries(allProMessages[language]).filter(([key]) => EDITOR_MESSAGES.test(key));
      expect(forms.length).toBeGreaterThan(500);
      expect(messages.length).toBeGreaterThan(50);
      expect(developerWording([...forms, ...messages])).toEqual([]);
    },
  );

  it.each(LANGUAGES)(
    "in %s never quotes in a help text the stored values the author picks by label",
    (language) => {
      const schemas = editorSchemas(language);
      expect(
        rawValuesInHelp({ program: schemas.program, tasks: schemas.tasks, blocks: schemas.blocks }, ""),
      ).toEqual([]);
    },
  );

  it("finds what it looks for", () => {
    expect(
      developerWording([
        ["a", "Ids of the symptoms (content/symptoms.json)."],
        ["b", "Its texts are actions.<uniqueId>.title."],
        ["c", "The figures come from GET /api/patient/study/{studyId}/followUpAnalytics."],
        ["d", "ChoiceTaskParams"],
        ["e", "Completion data: { value, intensity }."],
      ]).map((line) => line.split(": ")[1]),
    ).toEqual(["a file path", "a key format", "an API call", "a type's name", "a JSON shape"]);
  });

  it("names each kind of subscription condition and block by its label, never by its code", async () => {
    const schemas = editorSchemas("en");
    const parts = programEditorSchemas(schemas.program);
    await renderPro(
      <SchemaForm
        idPrefix="conditions"
        schema={parts.settings}
        formData={{ subscriptionConditions: [{ type: "cost", amount: 50 }] }}
        onChange={() => {}}
      />,
    );
    const values = [...document.querySelectorAll<HTMLInputElement>("input:not([type=hidden])")].map(
      (input) => input.value,
    );
    expect(values).not.toContain("cost");
    expect(screen.getByRole("group", { name: "Block 1: Joining costs rewards." })).toBeTruthy();
    expect(screen.queryByRole("group", { name: /: cost$/ })).toBeNull();

    cleanup();
    const custom = schemas.tasks.CUSTOM_ACTIVITY_CARD as RJSFSchema;
    await renderPro(
      <SchemaForm
        idPrefix="custom"
        schema={custom}
        formData={{ body: [{ type: "timer", seconds: 60 }] }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole("group", { name: "Block 1: Timer" })).toBeTruthy();
    const kinds = [...(screen.getByLabelText("Type of the new block") as HTMLSelectElement).options].map(
      (option) => option.textContent,
    );
    expect(kinds).toEqual([
      "Text",
      "Picture",
      "Video or picture",
      "Button",
      "Answer field",
      "Choices",
      "Timer",
    ]);
  });
});
