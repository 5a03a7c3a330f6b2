/**
 * Programs, their published versions, authors and every translation, kept in memory: the daily deck
 * must not spend a query on them. Read again when content is loaded, when a program is published
 * here, and when another process says it published one (Realtime's catalogue notices).
 */
import type { ProgramContent } from "../../card-schemas/generated";
import type { QueueProgram } from "../../engine/deck/dailyQueue";
import type { TranslationLookup } from "../../engine/shared/localize";
import type { Db } from "../platform/db/connection";
import { Author, Study, Translation } from "../platform/db/models";
import type { Realtime } from "../platform/realtime";

/** A program as the catalogue keeps it. */
export type CatalogProgram = Study & QueueProgram;

/** language → key (`study.<id>.<key>`) → text. */
export type CatalogTexts = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** One published version of a program: its journal and its texts, as the subscriptions pinned to it see them. */
export interface CatalogVersion {
  program: QueueProgram;
  texts: CatalogTexts;
}

export interface CatalogData {
  /** The live programs (the latest version of each). */
  programs: ReadonlyMap<string, CatalogProgram>;
  /** Every published version, by program id then version number. */
  versions: ReadonlyMap<string, ReadonlyMap<number, CatalogVersion>>;
  authors: ReadonlyMap<string, { id: string; name: string }>;
  texts: CatalogTexts;
}

function addText(texts: Map<string, Map<string, string>>, language: string, key: string, value: string) {
  let byKey = texts.get(language);
  if (!byKey) texts.set(language, (byKey = new Map()));
  byKey.set(key, value);
}

function catalogVersion(document: ProgramContent): CatalogVersion {
  const texts = new Map<string, Map<string, string>>();
  for (const [language, byKey] of Object.entries(document.translations)) {
    for (const [key, value] of Object.entries(byKey ?? {})) {
      if (value !== undefined) addText(texts, language, `study.${document.id}.${key}`, value);
    }
  }
  return { program: document, texts };
}

export class ProgramCatalog {
  private data: Promise<CatalogData> | undefined;
  private watching: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    private readonly realtime?: Realtime,
  ) {}

  /** The catalogue, loaded on first use. Call it before opening a transaction (PGlite has one connection). */
  get(): Promise<CatalogData> {
    this.data ??= this.watch().then(() => this.read());
    return this.data;
  }

  /** Reads the database again (after a content load or a publication). */
  reload(): Promise<CatalogData> {
    this.data = this.watch().then(() => this.read());
    return this.data;
  }

  /**
   * Listens for other processes' publications before the first read, so that none falls between the
   * two. Without it the catalogue still works and changes with this process's own publications.
   */
  private watch(): Promise<unknown> {
    this.watching ??= (
      this.realtime?.onCatalogChange(() => void this.reload().catch(() => {})) ?? Promise.resolve()
    ).catch((err: unknown) => {
      this.watching = undefined;
      console.error("catalogue changes are not heard:", (err as Error).message);
    });
    return this.watching;
  }

  private async read(): Promise<CatalogData> {
    try {
      const [studies, versions, authors, translations] = await Promise.all([
        Study.query(this.db).orderBy("id"),
        this.db("programVersions").select("studyId", "version", "document") as Promise<
          Array<{ studyId: string; version: number; document: ProgramContent }>
        >,
        Author.query(this.db).select("id", "name"),
        Translation.query(this.db),
      ]);
      const texts = new Map<string, Map<string, string>>();
      for (const { language, key, value } of translations) addText(texts, language, key, value);
      const byProgram = new Map<string, Map<number, CatalogVersion>>();
      for (const { studyId, version, document } of versions) {
        let byVersion = byProgram.get(studyId);
        if (!byVersion) byProgram.set(studyId, (byVersion = new Map()));
        byVersion.set(version, catalogVersion(document));
      }
      return {
        programs: new Map(studies.map((study) => [study.id, study as CatalogProgram])),
        versions: byProgram,
        authors: new Map(authors.map((author) => [author.id, { id: author.id, name: author.name }])),
        texts,
      };
    } catch (err) {
      // A failed read must not stay cached: the next call tries again.
      this.data = undefined;
      throw err;
    }
  }
}

/** The number of the latest published version of a program, if it has one. */
export function latestVersionOf(data: CatalogData, studyId: string): number | undefined {
  const versions = data.versions.get(studyId);
  return versions && versions.size > 0 ? Math.max(...versions.keys()) : undefined;
}

/** The program of each published version, for the deck (engine dueActions' `pinned`). */
export function pinnedIn(data: CatalogData) {
  return (studyId: string, version: number): QueueProgram | undefined =>
    data.versions.get(studyId)?.get(version)?.program;
}

/**
 * The texts a card of `studyId` reads: those of `version` when the card was dealt from a version the
 * catalogue holds, else the live ones (cards dealt before versions existed).
 */
export function textsFor(data: CatalogData, studyId: string, version: number | undefined): CatalogTexts {
  return (version !== undefined && data.versions.get(studyId)?.get(version)?.texts) || data.texts;
}

/** Looks keys up in one language. */
export function lookupIn(data: { texts: CatalogTexts }, language: string): TranslationLookup {
  const byKey = data.texts.get(language);
  return (key) => byKey?.get(key);
}

/** A text of a program: `study.<id>.<key>` in `language`. */
export function programText(
  data: { texts: CatalogTexts },
  language: string,
  studyId: string,
  key: string,
): string | undefined {
  return data.texts.get(language)?.get(`study.${studyId}.${key}`);
}
