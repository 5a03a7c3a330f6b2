import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AWARD_BRANCH_SIZES } from "../engine/rewards/awards";
import type {
  AuthorCatalogue,
  AwardCatalogue,
  CommunityQuestionCatalogue,
  DataValueCatalogue,
  MedicationCatalogue,
  NewsCatalogue,
  ProgramContent,
  SymptomCatalogue,
} from "../card-schemas/generated";
import type { ShopObjectType } from "../card-schemas/generated";
import { SHOP_CATEGORIES, shopCategoryOf } from "../engine/rewards/shop";
import { symptomTag } from "../engine/home/newsFeed";
import { schemaFor, taskTypes, validateContent, type ContentKind } from "../card-schemas/validators";

const here = dirname(fileURLToPath(import.meta.url));
const read = <T>(path: string): T => JSON.parse(readFileSync(join(here, path), "utf8")) as T;

const programFiles = readdirSync(join(here, "programs")).filter((name) => name.endsWith(".json"));
const programs = programFiles.map((name) => read<ProgramContent>(`programs/${name}`));
const authors = read<AuthorCatalogue>("authors.json");
const dataValues = read<DataValueCatalogue>("dataValues.json");
const symptoms = read<SymptomCatalogue>("symptoms.json");
const medications = read<MedicationCatalogue>("medications.json");

/** Params fields that hold links, ids or enums rather than text a patient reads. */
/** Params that hold codes, ids or links rather than words: anything under them needs no translation. */
const NOT_TEXT = new Set([
  "mediaType",
  "mediaLink",
  "imageLink",
  "id",
  "questionId",
  "questionnaireId",
  "mode",
  "suggestedSymptoms",
  "symptom",
  "dataValue",
  "measure",
  "type",
  "style",
  "inputType",
  "variant",
  "action",
  "studyId",
  "value",
  "analytics",
]);
const TOP_SYMPTOMS = ["MIGRAINE", "ECZEMA", "BACK_PAIN", "ANXIETY", "DEPRESSION", "ASTHMA"];

function* strings(node: unknown, path: string[] = []): Generator<[string[], string]> {
  if (typeof node === "string") yield [path, node];
  else if (Array.isArray(node))
    for (const [i, item] of node.entries()) yield* strings(item, [...path, String(i)]);
  else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) yield* strings(value, [...path, key]);
  }
}

describe("content files validate against card-schemas", () => {
  const catalogues: Array<[ContentKind, string]> = [
    ["authors", "authors.json"],
    ["dataValues", "dataValues.json"],
    ["symptoms", "symptoms.json"],
    ["medications", "medications.json"],
    ["communityQuestions", "communityQuestions.json"],
    ["authorMessages", "authorMessages.json"],
    ["news", "news.json"],
    ["shopObjects", "shopObjects.json"],
    ["giftCodes", "giftCodes.json"],
    ["surveyOffers", "surveyOffers.json"],
    ["petDefaults", "petDefaults.json"],
    ["awards", "awards.json"],
  ];
  it.each(catalogues)("%s", (kind, file) => {
    expect(validateContent(kind, read(file))).toEqual({ ok: true });
  });

  it.each(programFiles)("programs/%s", (file) => {
    const program = read<ProgramContent>(`programs/${file}`);
    expect(validateContent("program", program)).toEqual({ ok: true });
    expect(`${program.id}.json`).toBe(file);
  });
});

describe("references between content files", () => {
  const ids = <T extends { id: string }>(items: T[]) => new Set(items.map((item) => item.id));

  it("posts author messages from authors of the catalogue", () => {
    const authorIds = ids(authors);
    const messages = read<Array<{ id: string; autorId: string }>>("authorMessages.json");
    expect(messages.filter((message) => !authorIds.has(message.autorId))).toEqual([]);
  });
  const symptomIds = ids(symptoms);

  it("signs news with authors of the catalogue and tags them with tags patients can have", () => {
    const news = read<NewsCatalogue>("news.json");
    const authorIds = ids(authors);
    const tags = new Set([
      ...symptoms.map((symptom) => symptomTag(symptom.id)),
      ...authors.flatMap((author) => author.goals ?? []),
    ]);
    expect(news.filter((item) => !authorIds.has(item.autorId))).toEqual([]);
    expect(news.flatMap((item) => item.tags.map((link) => link.tag)).filter((tag) => !tags.has(tag))).toEqual(
      [],
    );
  });

  it("programs name known authors, symptoms, data values and programs", () => {
    const programIds = ids(programs);
    for (const program of programs) {
      expect(ids(authors).has(program.autorID), program.id).toBe(true);
      for (const symptom of program.symptoms)
        expect(symptomIds.has(symptom), `${program.id}: ${symptom}`).toBe(true);
      for (const value of program.datavalues)
        expect(ids(dataValues).has(value), `${program.id}: ${value}`).toBe(true);
      for (const dependency of program.dependencies) expect(programIds.has(dependency)).toBe(true);
    }
  });

  it("COMMUNITY_QUESTION actions name known community questions", () => {
    const questionIds = ids(read<CommunityQuestionCatalogue>("communityQuestions.json"));
    for (const program of programs) {
      for (const action of program.actionsJournal.filter((a) => a.taskType === "COMMUNITY_QUESTION")) {
        const questionId = String(action.params.questionId);
        expect(questionIds.has(questionId), `${program.id} ${action.uniqueId}: ${questionId}`).toBe(true);
      }
    }
  });

  it("the shop sells each object once, in all seven rows, from known authors", () => {
    const objects = read<Array<{ id: string; type: string; autorId?: string }>>("shopObjects.json");
    expect(new Set(objects.map((object) => object.id)).size).toBe(objects.length);
    for (const category of SHOP_CATEGORIES) {
      expect(
        objects.some((object) => shopCategoryOf(object.type as ShopObjectType) === category),
        category,
      ).toBe(true);
    }
    const authorIds = ids(authors);
    for (const object of objects)
      if (object.autorId) expect(authorIds.has(object.autorId), object.id).toBe(true);
    const codes = read<Array<{ code: string }>>("giftCodes.json");
    expect(new Set(codes.map((code) => code.code)).size).toBe(codes.length);
  });

  it("catalogues name known symptoms", () => {
    for (const item of [...dataValues, ...medications]) {
      for (const symptom of item.symptoms)
        expect(symptomIds.has(symptom), `${item.id}: ${symptom}`).toBe(true);
    }
  });

  it("every /media/ link has its file in content/media", () => {
    const files = ["authors.json", "shopObjects.json", ...programFiles.map((name) => `programs/${name}`)];
    for (const file of files) {
      for (const [path, value] of strings(read(file))) {
        if (!value.startsWith("/media/")) continue;
        expect(existsSync(join(here, value)), `${file} ${path.join(".")}: ${value}`).toBe(true);
      }
    }
  });
});

describe.each(programs.map((program) => [program.id, program] as const))("program %s texts", (_, program) => {
  const languages = program.languages;
  type Language = (typeof languages)[number];
  const textsOf = (language: Language): Record<string, string | undefined> =>
    program.translations[language] ?? {};
  const keysOf = (language: Language) => Object.keys(textsOf(language)).sort();

  it("has the same keys in every language", () => {
    for (const language of languages) expect(keysOf(language)).toEqual(keysOf("en"));
  });

  it("gives every action a title and every text of its params a translation", () => {
    for (const action of program.actionsJournal) {
      for (const language of languages) {
        const texts = textsOf(language);
        expect(texts[`actions.${action.uniqueId}.title`], `${language} ${action.uniqueId}`).toBeTruthy();
        for (const [path] of strings(action.params)) {
          if (path.some((part) => NOT_TEXT.has(part))) continue;
          const key = `actions.${action.uniqueId}.params.${path.join(".")}`;
          expect(texts[key], `${language} ${key}`).toBeTruthy();
        }
      }
    }
  });

  it("is really translated, not copied from English", () => {
    const english = textsOf("en");
    for (const language of languages.filter((l) => l !== "en")) {
      const texts = textsOf(language);
      const keys = Object.keys(texts);
      const copies = keys.filter((key) => texts[key] === english[key] && texts[key]!.length > 12);
      expect(copies, language).toEqual([]);
    }
  });
});

/** "A few cards a day" (docs/features/deck.md, the tour): no day of the tour deals more. */
const TOUR_CARDS_PER_DAY_MAX = 6;

describe("the tour", () => {
  const tour = programs.find((program) => program.id === "tour")!;
  const day = (n: number) => tour.actionsJournal.filter((action) => action.day === n);
  const kind = (action: ProgramContent["actionsJournal"][number]) =>
    action.taskType === "MEDIA" ? `MEDIA:${String(action.params.mediaType)}` : action.taskType;

  it("lasts 7 days, belongs to outchi, and holds a few cards every day", () => {
    expect(tour.studyDuration).toBe(7);
    expect(tour.autorID).toBe("outchi");
    for (let n = 1; n <= 7; n++) {
      expect(day(n).length, `day ${n}`).toBeGreaterThanOrEqual(2);
      expect(day(n).length, `day ${n}`).toBeLessThanOrEqual(TOUR_CARDS_PER_DAY_MAX);
    }
  });

  it("shows one card of every task type over its week (every media type), each with 5 to 20 rewards", () => {
    const expected = taskTypes.flatMap((type) =>
      type === "MEDIA" ? ["MEDIA:image", "MEDIA:video", "MEDIA:youtube"] : [type],
    );
    expect([...new Set(tour.actionsJournal.map(kind))].sort()).toEqual(expected.sort());
    for (const action of tour.actionsJournal) {
      expect(action.rewards).toBeGreaterThanOrEqual(5);
      expect(action.rewards).toBeLessThanOrEqual(20);
    }
  });
});

describe("catalogues", () => {
  it("mark the six top symptoms of the lucky wheel, and only them", () => {
    expect(symptoms.filter((symptom) => symptom.top).map((symptom) => symptom.id)).toEqual(TOP_SYMPTOMS);
  });

  it("cover every data value type", () => {
    const schema = schemaFor("content", "dataValues")!;
    const definitions = schema.definitions as { dataValue: { properties: { type: { enum: string[] } } } };
    const types = new Set(dataValues.map((value) => value.type));
    expect([...types].sort()).toEqual([...definitions.dataValue.properties.type.enum].sort());
  });

  it("offer at least two programs besides the tour, one of them a follow-up", () => {
    expect(programs.filter((program) => program.id !== "tour").length).toBeGreaterThanOrEqual(2);
    expect(programs.some((program) => program.category === "followup")).toBe(true);
  });
});

describe("awards.json: the tree of docs/architecture.md", () => {
  const awards = read<AwardCatalogue>("awards.json");

  it("has 9, 6, 8 and 5 awards on the branches and one final award", () => {
    for (const [branch, size] of Object.entries(AWARD_BRANCH_SIZES)) {
      expect(
        awards.filter((a) => a.branch === branch),
        branch,
      ).toHaveLength(size);
    }
    expect(awards.filter((a) => a.branch === "FINAL")).toHaveLength(1);
  });

  it("uses the product's thresholds and pictures that exist", () => {
    const seed: Record<string, number[]> = {
      PROGRAMS_DONE: [2, 5, 10, 35, 60, 80, 120, 121],
      GOALS_DONE: [3, 10, 20, 30, 40, 50, 66, 75, 100],
      STREAK_MAX: [2, 7, 14, 31, 45, 90, 150, 234, 300, 365, 366],
      LOST_STREAK_MAX: [150],
      WEEKLY_QUESTIONS: [2, 5, 10, 20, 25, 36, 52],
      REACTIONS: [2, 10, 30, 70, 150, 170, 250],
      ALL_TIME_REWARDS: [1000, 2500, 7000, 11000, 17000, 35000, 66000, 80000, 100000, 120000],
      PROFILE_COMPLETION: [100],
    };
    for (const award of awards) {
      expect(seed[award.counter], award.id).toContain(award.threshold);
      if (award.customization) expect(existsSync(join(here, award.customization.image))).toBe(true);
    }
  });
});
