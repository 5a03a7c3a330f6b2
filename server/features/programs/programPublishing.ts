/**
 * Publishing a program: a new numbered version (the whole ProgramContent, texts included), and the
 * live rows that the catalogue, the public page and new subscriptions read (`studies` and the
 * `study.<id>.*` translations). Running subscriptions keep the version they follow, so a
 * publication never changes a running deck. The content loader and the pro editor both go through here.
 */
import { isDeepStrictEqual } from "node:util";
import type { Knex } from "knex";
import type { ProgramContent } from "../../../card-schemas/generated";
import type { ProgramDraft } from "../../../card-schemas";

const json = (value: unknown) => JSON.stringify(value);

/** The translation rows of a program: every text under `study.<id>.<key>`. */
export function programTranslations(program: ProgramContent) {
  return Object.entries(program.translations).flatMap(([language, texts]) =>
    Object.entries(texts ?? {}).flatMap(([key, value]) =>
      value === undefined ? [] : [{ language, key: `study.${program.id}.${key}`, value }],
    ),
  );
}

/** The `studies` row of a program. */
function studyRow(trx: Knex.Transaction, program: ProgramContent) {
  return {
    id: program.id,
    authorId: program.autorID,
    studyDuration: program.studyDuration,
    status: program.status,
    category: program.category,
    languages: json(program.languages),
    mediaLink: program.mediaLink ?? null,
    logoLink: program.logoLink ?? null,
    maxReward: program.maxReward,
    steps: json(program.steps),
    symptoms: json(program.symptoms),
    datavalues: json(program.datavalues),
    victoryConditions: json(program.victoryConditions),
    subscriptionConditions: json(program.subscriptionConditions),
    actionsJournal: json(program.actionsJournal),
    dependencies: json(program.dependencies),
    termsUrl: program.termsURL ?? null,
    publishedAt: program.publishedAt ?? null,
    updatedAt: trx.fn.now(),
  };
}

export interface StoredVersion {
  version: number;
  document: ProgramContent;
  fromContent: boolean;
}

/** The latest version of a program (of those the content loader published, with `fromContent`). */
export async function latestVersion(
  trx: Knex.Transaction,
  studyId: string,
  fromContent?: true,
): Promise<StoredVersion | undefined> {
  const query = trx("programVersions").where({ studyId }).orderBy("version", "desc").first();
  if (fromContent) query.where({ fromContent: true });
  return (await query.select("version", "document", "fromContent")) as StoredVersion | undefined;
}

/** Whether two documents hold the same program (jsonb does not keep the order of keys). */
export function sameProgram(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a, b);
}

/**
 * Writes `program` as the next version and makes it the live one. Call it inside a transaction that
 * holds the program's lock (publishLock), so that two publications cannot take the same number.
 */
export async function publishVersion(
  trx: Knex.Transaction,
  program: ProgramContent,
  fromContent: boolean,
): Promise<number> {
  const latest = await latestVersion(trx, program.id);
  const version = (latest?.version ?? 0) + 1;
  await trx("programVersions").insert({ studyId: program.id, version, document: json(program), fromContent });
  await trx("studies").insert(studyRow(trx, program)).onConflict("id").merge();
  await trx("translations").where("key", "like", `study.${program.id}.%`).delete();
  const texts = programTranslations(program);
  if (texts.length > 0) await trx("translations").insert(texts);
  return version;
}

/** Serializes the publications of one program (and the content loads, which take CONTENT_LOCK first). */
export async function publishLock(trx: Knex.Transaction, studyId: string): Promise<void> {
  await trx.raw("select pg_advisory_xact_lock(hashtext(?))", [`program:${studyId}`]);
}

/** The draft an author starts from: the published program without what publication sets. */
export function draftOf(program: ProgramContent): ProgramDraft {
  const { status: _status, publishedAt: _publishedAt, ...draft } = program;
  return draft;
}
