import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  blockSchemas,
  cardSchemas,
  contentSchemas,
  documentSchemas,
  sharedSchemas,
  taskSchemas,
} from "./registry";
import {
  allSchemas,
  blockTypes,
  cardTypes,
  createAjv,
  schemaFor,
  sinceOf,
  taskTypes,
  validateBlock,
  validateCard,
  validateContent,
  validateDocument,
  validateTaskParams,
  type ContentKind,
  type JsonSchema,
} from "./validators";

const here = dirname(fileURLToPath(import.meta.url));
const examplesOf = (schema: JsonSchema): unknown[] => (schema.examples as unknown[] | undefined) ?? [];
const taskCardExample = examplesOf(cardSchemas.TASK)[0] as Record<string, unknown>;

describe("examples", () => {
  it.each(Object.entries(cardSchemas))("card %s: every example validates", (_, schema) => {
    expect(examplesOf(schema).length).toBeGreaterThan(0);
    for (const example of examplesOf(schema)) expect(validateCard(example)).toEqual({ ok: true });
  });

  it.each(Object.entries(taskSchemas))("task %s: every example validates", (type, schema) => {
    expect(examplesOf(schema).length).toBeGreaterThan(0);
    for (const example of examplesOf(schema)) expect(validateTaskParams(type, example)).toEqual({ ok: true });
  });

  it.each(Object.entries(blockSchemas))("block %s: every example validates", (_, schema) => {
    expect(examplesOf(schema).length).toBeGreaterThan(0);
    for (const example of examplesOf(schema)) expect(validateBlock(example)).toEqual({ ok: true });
  });

  it.each(Object.entries(documentSchemas))("document %s: every example validates", (_, schema) => {
    for (const example of examplesOf(schema)) expect(validateDocument(example)).toEqual({ ok: true });
  });

  it.each(Object.entries(contentSchemas))("content %s: every example validates", (kind, schema) => {
    expect(examplesOf(schema).length).toBeGreaterThan(0);
    for (const example of examplesOf(schema))
      expect(validateContent(kind as ContentKind, example)).toEqual({ ok: true });
  });

  it("examples of the shared pieces validate against their own schema", () => {
    const ajv = createAjv();
    for (const schema of Object.values(sharedSchemas)) {
      const validate = ajv.getSchema(schema.$id)!;
      for (const example of examplesOf(schema)) expect(validate(example), schema.$id).toBe(true);
    }
  });
});

describe("validateCard", () => {
  it("names the failing path of a TASK's params", () => {
    const card = { ...taskCardExample, task: { type: "CHOICE", params: { question: "Which?" } } };
    expect(validateCard(card)).toEqual({
      ok: false,
      errors: [{ path: "/task/params/choices", message: "is required" }],
    });
  });

  it("refuses an unknown card type at /type, and an unknown task type at /task/type", () => {
    expect(validateCard({ ...taskCardExample, type: "HOLOGRAM" })).toEqual({
      ok: false,
      errors: [{ path: "/type", message: 'unknown type "HOLOGRAM"' }],
    });
    expect(validateCard({ ...taskCardExample, task: { type: "HOLOGRAM", params: {} } })).toEqual({
      ok: false,
      errors: [{ path: "/task/type", message: 'unknown type "HOLOGRAM"' }],
    });
  });

  it("refuses extra fields, bad dates and unsafe links", () => {
    expect(validateCard({ ...taskCardExample, secret: 1 })).toMatchObject({ errors: [{ path: "/secret" }] });
    expect(validateCard({ ...taskCardExample, date: "2025-02-30" })).toMatchObject({
      errors: [{ path: "/date" }],
    });
    const media = { type: "MEDIA", params: { mediaType: "image", mediaLink: "javascript:alert(1)" } };
    expect(validateCard({ ...taskCardExample, task: media })).toMatchObject({
      errors: [{ path: "/task/params/mediaLink" }],
    });
    const youtube = {
      type: "MEDIA",
      params: { mediaType: "youtube", mediaLink: "https://example.com/video" },
    };
    expect(validateCard({ ...taskCardExample, task: youtube })).toMatchObject({
      errors: [{ path: "/task/params/mediaLink" }],
    });
  });

  it("accepts a fallback card or drop, and reports a bad fallback at its own path", () => {
    const errorCard = examplesOf(cardSchemas.ERROR)[0] as Record<string, unknown>;
    expect(validateCard({ ...taskCardExample, fallback: errorCard })).toEqual({ ok: true });
    expect(validateCard({ ...taskCardExample, fallback: "keep" })).toMatchObject({
      ok: false,
      errors: [{ path: "/fallback" }],
    });
    expect(validateCard({ ...taskCardExample, fallback: { ...errorCard, type: "HOLOGRAM" } })).toEqual({
      ok: false,
      errors: [{ path: "/fallback/type", message: 'unknown type "HOLOGRAM"' }],
    });
  });
});

describe("validateDocument", () => {
  const doc = examplesOf(documentSchemas.dailyQueue)[0] as { cards: unknown[] };

  it("names the path of a failing card inside the document", () => {
    const card = { ...taskCardExample, task: { type: "CHOICE", params: { choices: "none" } } };
    expect(validateDocument({ ...doc, cards: [card] })).toEqual({
      ok: false,
      errors: [{ path: "/cards/0/task/params/choices", message: "must be array" }],
    });
  });

  it("refuses an unknown screen and a lucky counter above 6", () => {
    expect(validateDocument({ ...doc, screen: "nowhere" })).toMatchObject({ errors: [{ path: "/screen" }] });
    expect(validateDocument({ ...doc, data: { luckyOutchi: 7, bank: { amount: 0 } } })).toMatchObject({
      errors: [{ path: "/data/luckyOutchi" }],
    });
  });
});

describe("validateContent", () => {
  const program = examplesOf(contentSchemas.program)[0] as {
    actionsJournal: Array<Record<string, unknown>>;
    translations: Record<string, Record<string, string>>;
  };

  it("checks each action's params against its task type", () => {
    const journal = [
      { ...program.actionsJournal[0], taskType: "ENIGME" },
      ...program.actionsJournal.slice(1),
    ];
    expect(validateContent("program", { ...program, actionsJournal: journal })).toEqual({
      ok: false,
      errors: [{ path: "/actionsJournal/0/params/question", message: "is required" }],
    });
  });

  it("refuses http links, in the program, in a task's params and in a block, and takes https and our own paths", () => {
    const insecure = "http://example.com/a.png";
    expect(validateContent("program", { ...program, mediaLink: insecure })).toMatchObject({
      ok: false,
      errors: [{ path: "/mediaLink" }],
    });
    expect(validateContent("program", { ...program, logoLink: insecure })).toMatchObject({
      errors: [{ path: "/logoLink" }],
    });
    expect(validateContent("program", { ...program, termsURL: "http://example.com/terms" })).toMatchObject({
      errors: [{ path: "/termsURL" }],
    });
    const withParams = (taskType: string, params: unknown) => ({
      ...program,
      actionsJournal: [
        { ...program.actionsJournal[0], taskType, params },
        ...program.actionsJournal.slice(1),
      ],
    });
    expect(
      validateContent("program", withParams("MEDIA", { mediaType: "image", mediaLink: insecure })),
    ).toMatchObject({ errors: [{ path: "/actionsJournal/0/params/mediaLink" }] });
    expect(
      validateContent(
        "program",
        withParams("CUSTOM_ACTIVITY_CARD", { body: [{ type: "image", src: insecure, alt: "A glass" }] }),
      ),
    ).toMatchObject({ errors: [{ path: "/actionsJournal/0/params/body/0/src" }] });
    expect(
      validateContent("program", {
        ...program,
        mediaLink: "https://example.com/a.mp4",
        logoLink: "/media/a.png",
        termsURL: "https://example.com/terms",
      }),
    ).toEqual({ ok: true });
    expect(validateContent("program", { ...program, mediaLink: "/api/files/3f2a9c1e" })).toEqual({
      ok: true,
    });
  });

  it("takes pictures from our own server only: an outside host would learn who looks at them", () => {
    const outside = "https://cdn.example.com/a.png";
    expect(validateContent("program", { ...program, mediaLink: outside })).toMatchObject({
      errors: [{ path: "/mediaLink" }],
    });
    for (const logoLink of [
      outside,
      "https://example.com/a.mp4",
      "//cdn.example.com/a.png",
      "/\\cdn.example.com/a.png",
    ]) {
      expect(validateContent("program", { ...program, logoLink })).toMatchObject({
        errors: [{ path: "/logoLink" }],
      });
    }
    expect(
      validateContent("program", {
        ...program,
        actionsJournal: [
          {
            ...program.actionsJournal[0],
            taskType: "MEDIA",
            params: { mediaType: "image", mediaLink: outside },
          },
          ...program.actionsJournal.slice(1),
        ],
      }),
    ).toMatchObject({ errors: [{ path: "/actionsJournal/0/params/mediaLink" }] });
    // Videos may stay elsewhere: YouTube, or a video file.
    for (const mediaLink of ["https://www.youtube.com/watch?v=Wemm-i6XHr8", "https://youtu.be/Wemm-i6XHr8"]) {
      expect(validateContent("program", { ...program, mediaLink })).toEqual({ ok: true });
    }
  });

  it("refuses translation keys that point at nothing, and rewards that do not add up", () => {
    const translations = {
      ...program.translations,
      en: { ...program.translations.en, "actions.ghost.title": "Boo" },
    };
    expect(validateContent("program", { ...program, translations })).toEqual({
      ok: false,
      errors: [{ path: "/translations/en/actions.ghost.title", message: "no action ghost" }],
    });
    expect(validateContent("program", { ...program, maxReward: 1 })).toMatchObject({
      errors: [{ path: "/maxReward" }],
    });
  });
});

describe("registry", () => {
  it("lists every schema file once, by its $id", () => {
    const onDisk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (entry.isDirectory()) return entry.name === "generated" ? [] : onDisk(join(dir, entry.name));
        return entry.name.endsWith(".schema.json") ? [join(dir, entry.name)] : [];
      });
    const ids = onDisk(here).map((path) => (JSON.parse(readFileSync(path, "utf8")) as JsonSchema).$id);
    expect(allSchemas.map((schema) => schema.$id).sort()).toEqual(ids.sort());
  });

  it("keeps the unions, the type lists and the program's task types in step", () => {
    const refs = (schema: JsonSchema) =>
      (schema.oneOf as Array<{ $ref: string }>).map((branch) => branch.$ref.replace(".schema.json", ""));
    expect(refs(sharedSchemas.card)).toEqual(cardTypes);
    expect(refs(sharedSchemas.block)).toEqual(blockTypes);
    const taskBranches = sharedSchemas.task.oneOf as Array<{ properties: { type: { const: string } } }>;
    expect(taskBranches.map((branch) => branch.properties.type.const)).toEqual(taskTypes);
    const journal = (
      contentSchemas.program.properties as Record<
        string,
        { items: { properties: { taskType: { enum: string[] } } } }
      >
    ).actionsJournal!;
    expect(journal.items.properties.taskType.enum).toEqual(taskTypes);
    expect(new Set([...cardTypes, ...taskTypes, ...blockTypes]).size).toBe(
      cardTypes.length + taskTypes.length + blockTypes.length,
    );
  });

  it("knows the version that introduced each type", () => {
    for (const type of [...cardTypes, ...taskTypes, ...blockTypes]) expect(sinceOf(type)).toBe(1);
    expect(sinceOf("HOLOGRAM")).toBeUndefined();
  });

  it("hands out copies of the schemas by kind and name", () => {
    const schema = schemaFor("task", "CHOICE")!;
    expect(schema.title).toBe("ChoiceTaskParams");
    (schema as Record<string, unknown>).title = "changed";
    expect(schemaFor("task", "CHOICE")!.title).toBe("ChoiceTaskParams");
    expect(schemaFor("card", "toString")).toBeUndefined();
  });
});
