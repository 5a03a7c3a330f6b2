import type {
  Language,
  ProgramSummary,
  PublicProgram,
  PublicStudyRating,
  StudyRating,
  SubscriptionStatus,
} from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import type { CatalogData, CatalogProgram } from "../../core/programCatalog";
import { programText } from "../../core/programCatalog";
import { authorOf, socialAuthors } from "../community";
import type { RatingRow } from "./ratingRows";

type ConditionType = NonNullable<ProgramSummary["conditions"]>[number];

/** A program in the patients' list, in `language`. */
export function presentProgramSummary(
  program: CatalogProgram,
  data: CatalogData,
  language: Language,
  subscription: { status: SubscriptionStatus; offeredVersion: number | null } | undefined,
): ProgramSummary {
  const text = (key: string) => programText(data, language, program.id, key);
  return {
    id: program.id,
    title: text("title") ?? program.id,
    ...optional("description", text("description")),
    autorId: program.authorId,
    category: program.category,
    studyDuration: program.studyDuration,
    maxReward: program.maxReward,
    // Stored from a content file that its schema checked.
    status: program.status as ProgramSummary["status"],
    ...optional("mediaLink", program.mediaLink ?? undefined),
    subscribed: subscription !== undefined,
    ...optional("subscriptionStatus", subscription?.status),
    ...optional("offeredVersion", subscription?.offeredVersion ?? undefined),
    conditions: [
      ...new Set(
        ((program.subscriptionConditions ?? []) as Array<{ type: ConditionType }>).map((c) => c.type),
      ),
    ],
  };
}

/**
 * The public page of a program (guest route), in `language` when the program is written in it,
 * else in its first language: `language` and `languages` let the page say so.
 */
export function presentPublicProgram(
  program: CatalogProgram,
  data: CatalogData,
  language: Language,
): PublicProgram {
  const languages = program.languages as Language[];
  const shown = languages.includes(language) ? language : (languages[0] ?? language);
  const text = (key: string) => programText(data, shown, program.id, key);
  const author = data.authors.get(program.authorId);
  return {
    id: program.id,
    title: text("title") ?? program.id,
    ...optional("description", text("description")),
    ...optional("forWhom", text("forWhom")),
    ...optional("goals", text("goals")),
    ...optional("frequency", text("frequency")),
    studyDuration: program.studyDuration,
    maxReward: program.maxReward,
    category: program.category,
    language: shown,
    languages,
    ...optional("mediaLink", program.mediaLink ?? undefined),
    ...optional("logoLink", program.logoLink ?? undefined),
    steps: program.steps.map(({ stepId }) => ({ stepId, text: text(`steps.${stepId}`) ?? "" })),
    author: { id: program.authorId, name: author?.name ?? program.authorId },
  };
}

/** The comment as `reader` may read it: validated, or their own. */
function shownComment(row: RatingRow, reader: User | undefined): string | null {
  return row.status === "validated" || row.userId === reader?.id ? row.comment : null;
}

/** What every view of a rating shows: the stars, the comment as `reader` may read it, the day. */
function ratingFields(row: RatingRow, reader: User | undefined) {
  const comment = shownComment(row, reader);
  return {
    rating: row.rating,
    comment,
    commentStatus: comment === null ? null : row.status,
    datetime: new Date(row.createdAt).toISOString(),
  };
}

/** The rater's own ratings as they read them (the rating they gave, its state), each with its author. */
export async function presentStudyRatings(
  deps: AppDeps,
  rows: RatingRow[],
  reader: User | undefined,
): Promise<StudyRating[]> {
  const language = reader?.language ?? "fr";
  const authors = await socialAuthors(
    deps,
    deps.db,
    rows.map((row) => row.userId),
    language,
  );
  return rows.map((row) => ({
    id: row.id,
    ...ratingFields(row, reader),
    author: authorOf(authors, row.userId),
  }));
}

/**
 * A study's ratings in the public list, read without a sign-in: each rater by the pseudonym of
 * their community profile only, null without one (shown as anonymous), never their user id nor the
 * rating's id (`userId_studyId`), which would tie a person to a health program.
 */
export async function presentPublicRatings(
  deps: AppDeps,
  rows: RatingRow[],
  reader: User | undefined,
): Promise<PublicStudyRating[]> {
  const authors = await socialAuthors(
    deps,
    deps.db,
    rows.map((row) => row.userId),
    reader?.language ?? "fr",
  );
  return rows.map((row) => ({
    ...ratingFields(row, reader),
    pseudo: authorOf(authors, row.userId).pseudo || null,
  }));
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
