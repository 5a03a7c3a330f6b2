/**
 * Loads `content/` into the database at start: validated against card-schemas, then upserted, so
 * loading twice (or from two servers at once) gives the same rows. Each program file is published
 * as a version of its program (programPublishing.ts) when it changed since it was last published
 * from the file, and gets a draft for the pro editor if it has none.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { Knex } from "knex";
import type {
  AuthorCatalogue,
  CommunityQuestionCatalogue,
  DataValueCatalogue,
  MedicationCatalogue,
  NewsCatalogue,
  ProgramContent,
  QuestionnaireContent,
  SymptomCatalogue,
} from "../../card-schemas/generated";
import { foreignMediaIssues } from "../../engine/shared/foreignMedia";
import { validateContent, type ContentKind, type SchemaIssue } from "../../card-schemas/validators";
import type { Db } from "../platform/db/connection";
import { inTransaction } from "../platform/db/transaction";
import {
  draftOf,
  latestVersion,
  programTranslations,
  publishLock,
  publishVersion,
  sameProgram,
} from "./programs/programPublishing";

/** A content file that does not match its schema: the server refuses to start with it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly issues: SchemaIssue[],
  ) {
    super(`${file}: ${issues.map((issue) => `${issue.path || "/"} ${issue.message}`).join("; ")}`);
    this.name = "ContentError";
  }
}

export interface ContentSummary {
  programs: number;
  authors: number;
  dataValues: number;
  symptoms: number;
  medications: number;
  translations: number;
  questionnaires: number;
}

/** Any number: content loads from concurrent starts queue on it. */
const CONTENT_LOCK = 7_340_001;
const CHUNK = 500;

async function readValidated<T>(file: string, kind: ContentKind): Promise<T> {
  let data: unknown;
  try {
    data = JSON.parse(await fs.readFile(file, "utf8"));
  } catch (err) {
    throw new ContentError(file, [
      { path: "", message: `cannot be read as JSON (${(err as Error).message})` },
    ]);
  }
  const result = validateContent(kind, data);
  if (!result.ok) throw new ContentError(file, result.errors);
  return data as T;
}

async function readPrograms(dir: string): Promise<ProgramContent[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  } catch {
    return [];
  }
  const programs = await Promise.all(
    names.map((name) => readValidated<ProgramContent>(path.join(dir, name), "program")),
  );
  programs.forEach((program, index) => {
    const file = path.join(dir, names[index] ?? "");
    if (`${program.id}.json` !== names[index]) {
      throw new ContentError(file, [{ path: "/id", message: "must match the file name" }]);
    }
    const foreign = foreignMediaIssues(program);
    if (foreign.length > 0) throw new ContentError(file, foreign);
  });
  return programs;
}

/** content/questionnaires/{id}.json, each validated; the id must match the file name. */
async function readQuestionnaires(dir: string): Promise<QuestionnaireContent[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const questionnaire = await readValidated<QuestionnaireContent>(path.join(dir, name), "questionnaire");
      if (`${questionnaire.id}.json` !== name) {
        throw new ContentError(path.join(dir, name), [{ path: "/id", message: "must match the file name" }]);
      }
      return questionnaire;
    }),
  );
}

async function upsert(
  trx: Knex.Transaction,
  table: string,
  rows: object[],
  key: string | string[],
): Promise<void> {
  const columns = typeof key === "string" ? [key] : key;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx(table)
      .insert(rows.slice(start, start + CHUNK))
      .onConflict(columns)
      .merge();
  }
}

const json = (value: unknown) => JSON.stringify(value);

export async function loadContent(db: Db, contentDir: string): Promise<ContentSummary> {
  const [authors, dataValues, symptoms, medications, programs, questionnaires] = await Promise.all([
    readValidated<AuthorCatalogue>(path.join(contentDir, "authors.json"), "authors"),
    readValidated<DataValueCatalogue>(path.join(contentDir, "dataValues.json"), "dataValues"),
    readValidated<SymptomCatalogue>(path.join(contentDir, "symptoms.json"), "symptoms"),
    readValidated<MedicationCatalogue>(path.join(contentDir, "medications.json"), "medications"),
    readPrograms(path.join(contentDir, "programs")),
    readQuestionnaires(path.join(contentDir, "questionnaires")),
  ]);
  const translations = programs.flatMap(programTranslations);
  // A QUESTIONNAIRE action must name a questionnaire of content/questionnaires.
  const questionnaireIds = new Set(questionnaires.map((questionnaire) => questionnaire.id));
  for (const program of programs) {
    program.actionsJournal.forEach((action, index) => {
      const id = (action.params as { questionnaireId?: string }).questionnaireId;
      if (action.taskType === "QUESTIONNAIRE" && !questionnaireIds.has(id ?? "")) {
        throw new ContentError(path.join(contentDir, "programs", `${program.id}.json`), [
          { path: `/actionsJournal/${index}/params/questionnaireId`, message: "names no questionnaire" },
        ]);
      }
    });
  }
  const communityQuestions = await readValidated<CommunityQuestionCatalogue>(
    path.join(contentDir, "communityQuestions.json"),
    "communityQuestions",
  );
  const news = await readValidated<NewsCatalogue>(path.join(contentDir, "news.json"), "news");

  await inTransaction(db, async (trx) => {
    await trx.raw("select pg_advisory_xact_lock(?)", [CONTENT_LOCK]);
    await upsert(
      trx,
      "authors",
      authors.map(({ id, name, price, ...extra }) => ({
        id,
        name,
        monthPrice: price?.monthPrice ?? 1,
        extra: json(extra),
      })),
      "id",
    );
    await upsert(
      trx,
      "symptoms",
      symptoms.map(({ id, ...extra }) => ({ id, extra: json(extra) })),
      "id",
    );
    await upsert(
      trx,
      "medications",
      medications.map(({ id, name, ...extra }) => ({ id, name, extra: json(extra) })),
      "id",
    );
    await upsert(
      trx,
      "dataValues",
      dataValues.map((value) => ({
        id: value.id,
        value: value.value,
        category: value.category,
        type: value.type,
        sortKey: value.sortKey,
        scaleMode: value.scaleMode ?? "linear",
        intensityMultiplicator: value.intensityMultiplicator ?? null,
        intensityConstant: value.intensityConstant ?? null,
        maxIntensity: value.maxIntensity,
        rewards: value.rewards,
        canBeGoal: value.canBeGoal,
        moreIsBetter: value.moreIsBetter,
        hide: value.hide ?? false,
        symptoms: json(value.symptoms),
        all: value.all,
        extra: json({ labels: value.labels }),
      })),
      "id",
    );
    await upsert(
      trx,
      "questionnaires",
      questionnaires.map((questionnaire) => ({
        id: questionnaire.id,
        type: questionnaire.type,
        rewards: questionnaire.rewards,
        period: questionnaire.period,
        mediaLink: questionnaire.mediaLink ?? null,
        mediaType: questionnaire.mediaType ?? null,
        definition: json(questionnaire),
        updatedAt: trx.fn.now(),
      })),
      "id",
    );
    await upsert(
      trx,
      "communityQuestions",
      communityQuestions.map((question, index) => ({
        id: question.id,
        text: json(question.text),
        choices: question.choices ? json(question.choices) : null,
        type: question.choices ? (question.type ?? "selectOne") : "open",
        sortKey: index,
      })),
      "id",
    );
    await upsert(
      trx,
      "news",
      news.map((item) => ({
        id: item.id,
        authorId: item.autorId,
        date: item.date,
        message: json(item.message),
      })),
      "id",
    );
    // The file says all the tag links of its news: those it no longer lists go.
    await trx("newsTagLinks")
      .whereIn(
        "objectId",
        news.map((item) => item.id),
      )
      .delete();
    await upsert(
      trx,
      "newsTagLinks",
      news.flatMap((item) =>
        item.tags.map((link) => ({ tag: link.tag, objectId: item.id, priorityScore: link.priorityScore })),
      ),
      ["tag", "objectId"],
    );
    // A program file is published as a new version only when it changed since it was last
    // published from the file: an author's own later publication survives restarts.
    for (const program of programs) {
      await publishLock(trx, program.id);
      const latest = await latestVersion(trx, program.id, true);
      if (!latest || !sameProgram(latest.document, program)) await publishVersion(trx, program, true);
      await trx("programDrafts")
        .insert({ studyId: program.id, authorId: program.autorID, document: json(draftOf(program)) })
        .onConflict("studyId")
        .ignore();
    }
  });

  return {
    programs: programs.length,
    authors: authors.length,
    dataValues: dataValues.length,
    symptoms: symptoms.length,
    medications: medications.length,
    translations: translations.length,
    questionnaires: questionnaires.length,
  };
}
