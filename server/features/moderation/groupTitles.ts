/**
 * How the admin reads a moderation item's group (docs/features/moderation.md): a program's ratings
 * by the program's title, a symptom community (or its questions) by the symptom's name, both in the
 * admin's language. The community of all has no title here: the renderer names it.
 */
import { communityOfGroupName } from "../../../engine/community";
import { studyOfRatingGroup } from "../../../engine/programs";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { Language } from "../../platform/db/models";
import { programText } from "../../core/programCatalog";
import { ALL_COMMUNITY } from "../community";
import type { Knex } from "knex";

type SymptomRow = { id: string; extra: { labels?: Record<string, string> } | null };

/** groupName → its title in `language`, for each of `groupNames` that has one. */
export async function groupTitles(
  deps: AppDeps,
  db: Db | Knex.Transaction,
  groupNames: ReadonlyArray<string | null>,
  language: Language,
): Promise<Map<string, string>> {
  const names = [...new Set(groupNames.filter((name): name is string => name !== null))];
  const communityOf = (name: string) => communityOfGroupName(name) ?? name;
  const symptomIds = names
    .filter((name) => studyOfRatingGroup(name) === null)
    .map(communityOf)
    .filter((community) => community !== ALL_COMMUNITY);
  const [catalog, symptoms] = await Promise.all([
    names.some((name) => studyOfRatingGroup(name) !== null) ? deps.catalog.get() : undefined,
    symptomIds.length > 0
      ? (db("symptoms")
          .whereIn("id", [...new Set(symptomIds)])
          .select("id", "extra") as Promise<SymptomRow[]>)
      : [],
  ]);
  const symptomNames = new Map(
    symptoms.map((symptom) => [symptom.id, symptom.extra?.labels?.[language] ?? symptom.id]),
  );
  const titles = new Map<string, string>();
  for (const name of names) {
    const studyId = studyOfRatingGroup(name);
    const title =
      studyId !== null
        ? catalog && programTitle(catalog, studyId, language)
        : symptomNames.get(communityOf(name));
    if (title) titles.set(name, title);
  }
  return titles;
}

/** The program's title in `language`, else in the first of its own languages that has one. */
function programTitle(
  catalog: Awaited<ReturnType<AppDeps["catalog"]["get"]>>,
  studyId: string,
  language: Language,
): string | undefined {
  const languages = [language, ...(catalog.programs.get(studyId)?.languages ?? [])];
  for (const candidate of languages) {
    const title = programText(catalog, candidate, studyId, "title");
    if (title !== undefined) return title;
  }
  return undefined;
}
