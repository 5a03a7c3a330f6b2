import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../config";
import { createTestDb, type TestDb } from "../test/testDb";
import { ContentError, loadContent } from "./contentLoader";
import { ProgramCatalog } from "../core/programCatalog";

const contentDir = readConfig({}).contentDir;
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

async function counts() {
  const tables = [
    "authors",
    "studies",
    "translations",
    "dataValues",
    "symptoms",
    "medications",
    "news",
    "newsTagLinks",
  ];
  return Object.fromEntries(
    await Promise.all(
      tables.map(async (table) => [table, Number((await testDb.db(table).count({ n: "*" }))[0]?.n)]),
    ),
  );
}

describe("loadContent", () => {
  it("loads content/ and gives the same rows when loaded again", async () => {
    const summary = await loadContent(testDb.db, contentDir);
    expect(summary.programs).toBeGreaterThanOrEqual(3);
    const first = await counts();
    expect(first.studies).toBe(summary.programs);
    expect(first.translations).toBe(summary.translations);
    await loadContent(testDb.db, contentDir);
    expect(await counts()).toEqual(first);
  });

  it("loads the news of content/news.json with their tag links, so the home feed has news", async () => {
    await loadContent(testDb.db, contentDir);
    const news = await testDb.db("news").where({ id: "slow-breathing" }).first();
    expect(news).toMatchObject({ authorId: "outchi" });
    expect(Object.keys(news.message).sort()).toEqual(["en", "es", "fr", "it"]);
    const links = await testDb.db("newsTagLinks").where({ objectId: "slow-breathing" }).orderBy("tag");
    expect(links.map((link) => [link.tag, link.priorityScore])).toEqual([
      ["anxiety", 2],
      ["stress", 2],
      ["wellbeing", 1],
    ]);
  });

  it("stores program texts under study.<id>.<key> and the journal as loaded", async () => {
    const catalog = await new ProgramCatalog(testDb.db).get();
    const tour = catalog.programs.get("tour");
    expect(tour).toBeDefined();
    expect(tour?.actionsJournal.filter((a) => a.day === 1).map((a) => a.taskType)).toEqual(
      expect.arrayContaining(["DEFAULT", "MEDIA", "CHOICE", "CHRONO", "ENIGME"]),
    );
    for (const language of tour?.languages ?? []) {
      expect(catalog.texts.get(language)?.get("study.tour.title")).toEqual(expect.any(String));
    }
  });

  it("publishes each program as version 1 with its draft, and again only when its file changed", async () => {
    await loadContent(testDb.db, contentDir);
    const versions = () => testDb.db("programVersions").where({ studyId: "tour" }).orderBy("version");
    expect((await versions()).map((v) => v.version)).toEqual([1]);
    expect(await testDb.db("programDrafts").where({ studyId: "tour" }).first()).toMatchObject({
      revision: 1,
    });

    const changed = fs.mkdtempSync(path.join(os.tmpdir(), "outchi-content-"));
    try {
      fs.cpSync(contentDir, changed, { recursive: true });
      const file = path.join(changed, "programs", "tour.json");
      const program = JSON.parse(fs.readFileSync(file, "utf8"));
      program.translations.en.title = "A new title";
      fs.writeFileSync(file, JSON.stringify(program));
      await loadContent(testDb.db, changed);
      await loadContent(testDb.db, changed);
      expect((await versions()).map((v) => [v.version, v.fromContent])).toEqual([
        [1, true],
        [2, true],
      ]);
      const title = await testDb
        .db("translations")
        .where({ language: "en", key: "study.tour.title" })
        .first();
      expect(title.value).toBe("A new title");

      // A version an author published since survives a restart with the same file.
      await testDb.db("programVersions").insert({ ...(await versions())[1], version: 3, fromContent: false });
      await testDb.db("studies").where({ id: "tour" }).update({ status: "DONE" });
      await loadContent(testDb.db, changed);
      expect(await versions()).toHaveLength(3);
      expect((await testDb.db("studies").where({ id: "tour" }).first()).status).toBe("DONE");
    } finally {
      fs.rmSync(changed, { recursive: true, force: true });
    }
  });

  it("refuses a program that does not match its schema, naming the file and the path", async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), "outchi-content-"));
    try {
      fs.cpSync(contentDir, broken, { recursive: true });
      const file = path.join(broken, "programs", "tour.json");
      const program = JSON.parse(fs.readFileSync(file, "utf8"));
      program.studyDuration = "seven";
      fs.writeFileSync(file, JSON.stringify(program));
      const failure = await loadContent(testDb.db, broken).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(ContentError);
      expect((failure as ContentError).file).toBe(file);
      expect((failure as ContentError).issues).toContainEqual(
        expect.objectContaining({ path: "/studyDuration" }),
      );
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });

  it("refuses a program whose video file is on another host, naming it", async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), "outchi-content-"));
    try {
      fs.cpSync(contentDir, broken, { recursive: true });
      const file = path.join(broken, "programs", "tour.json");
      const program = JSON.parse(fs.readFileSync(file, "utf8"));
      const index = program.actionsJournal.findIndex(
        (action: { uniqueId: string }) => action.uniqueId === "tour-d1-video",
      );
      program.actionsJournal[index].params.mediaLink = "https://cdn.example.org/flower.mp4";
      fs.writeFileSync(file, JSON.stringify(program));
      const failure = await loadContent(testDb.db, broken).catch((err: unknown) => err);
      expect((failure as ContentError).issues).toEqual([
        { path: `/actionsJournal/${index}/params/mediaLink`, message: expect.stringMatching(/our server/) },
      ]);
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });

  it("refuses a QUESTIONNAIRE action naming no questionnaire, and a questionnaire named unlike its file", async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), "outchi-content-"));
    try {
      fs.cpSync(contentDir, broken, { recursive: true });
      const file = path.join(broken, "programs", "tour.json");
      const program = JSON.parse(fs.readFileSync(file, "utf8"));
      const last = program.actionsJournal.length;
      program.actionsJournal.push({
        day: 1,
        uniqueId: "broken-questionnaire",
        rewards: 0,
        taskType: "QUESTIONNAIRE",
        params: { questionnaireId: "no-such-questionnaire" },
      });
      for (const texts of Object.values(program.translations) as Array<Record<string, string>>) {
        texts["actions.broken-questionnaire.title"] = "Questionnaire";
      }
      fs.writeFileSync(file, JSON.stringify(program));
      const failure = await loadContent(testDb.db, broken).catch((err: unknown) => err);
      expect((failure as ContentError).issues).toEqual([
        { path: `/actionsJournal/${last}/params/questionnaireId`, message: "names no questionnaire" },
      ]);

      fs.cpSync(path.join(contentDir, "programs", "tour.json"), file);
      fs.renameSync(
        path.join(broken, "questionnaires", "mood-check.json"),
        path.join(broken, "questionnaires", "mood.json"),
      );
      const misnamed = await loadContent(testDb.db, broken).catch((err: unknown) => err);
      expect((misnamed as ContentError).issues).toEqual([
        { path: "/id", message: "must match the file name" },
      ]);
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});
