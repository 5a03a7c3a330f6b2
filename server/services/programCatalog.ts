/**
 * Programs, their authors and every translation, read once after the content load and kept in
 * memory: content changes only when the server starts (or a test reloads it), and the daily deck
 * must not spend a query on them.
 */
import type { QueueProgram } from "../../engine/dailyQueue";
import type { TranslationLookup } from "../../engine/localize";
import type { Db } from "../db/connection";
import { Author, Study, Translation } from "../db/models";

/** A program as the catalogue keeps it. */
export type CatalogProgram = Study & QueueProgram;

export interface CatalogData {
  programs: ReadonlyMap<string, CatalogProgram>;
  authors: ReadonlyMap<string, { id: string; name: string }>;
  /** language → key → text. */
  texts: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

export class ProgramCatalog {
  private data: Promise<CatalogData> | undefined;

  constructor(private readonly db: Db) {}

  /** The catalogue, loaded on first use. Call it before opening a transaction (PGlite has one connection). */
  get(): Promise<CatalogData> {
    this.data ??= this.read();
    return this.data;
  }

  /** Reads the database again (after a content load). */
  reload(): Promise<CatalogData> {
    this.data = this.read();
    return this.data;
  }

  private async read(): Promise<CatalogData> {
    try {
      const [studies, authors, translations] = await Promise.all([
        Study.query(this.db).orderBy("id"),
        Author.query(this.db).select("id", "name"),
        Translation.query(this.db),
      ]);
      const texts = new Map<string, Map<string, string>>();
      for (const { language, key, value } of translations) {
        let byKey = texts.get(language);
        if (!byKey) texts.set(language, (byKey = new Map()));
        byKey.set(key, value);
      }
      return {
        programs: new Map(studies.map((study) => [study.id, study as CatalogProgram])),
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

/** Looks keys up in one language. */
export function lookupIn(data: CatalogData, language: string): TranslationLookup {
  const byKey = data.texts.get(language);
  return (key) => byKey?.get(key);
}

/** A text of a program: `study.<id>.<key>` in `language`. */
export function programText(
  data: CatalogData,
  language: string,
  studyId: string,
  key: string,
): string | undefined {
  return data.texts.get(language)?.get(`study.${studyId}.${key}`);
}
