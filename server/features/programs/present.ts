import type { Language, ProgramSummary, PublicProgram, SubscriptionStatus } from "../../../card-schemas";
import type { CatalogData, CatalogProgram } from "../../core/programCatalog";
import { programText } from "../../core/programCatalog";

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
    autorId: program.autorId,
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
  const author = data.authors.get(program.autorId);
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
    author: { id: program.autorId, name: author?.name ?? program.autorId },
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
