/**
 * The home carousel (docs/features/home.md): live studies the patient has not joined, the
 * questionnaires, the latest social events of the communities in the patient's language, and the
 * authors of the patient's programs, one of each kind in turn, at most 7.
 */
import type { CarouselDocument, CarouselItem, LocalizedText } from "../../../card-schemas/generated";
import { isMediaUrl } from "../../../card-schemas/mediaLink";
import { validateDocument } from "../../../card-schemas/validators";
import { CAROUSEL_MAX_ITEMS, mixCarousel } from "../../../engine/home/carousel";
import { isAvailable } from "../../../engine/programs";
import { VISIBLE_STATUSES } from "../../../engine/community";
import type { Db } from "../../platform/db/connection";
import type { Language, User } from "../../platform/db/models";
import { programText, type CatalogData } from "../../core/programCatalog";

const TITLE_MAX = 200;

function clip(text: string): string {
  return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text;
}

function localized(value: unknown, language: Language): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const text = (value as Partial<LocalizedText>)[language];
  return typeof text === "string" && text !== "" ? text : undefined;
}

/** A link of ours (`/media/…`) or an https one, as the item schema accepts. */
function imageLinkOf(value: unknown): { imageLink?: string } {
  return isMediaUrl(value) ? { imageLink: value } : {};
}

function studyItems(data: CatalogData, joined: ReadonlySet<string>, language: Language): CarouselItem[] {
  return [...data.programs.values()]
    .filter((program) => isAvailable(program, language) && !joined.has(program.id))
    .map((program) => ({
      kind: "STUDY" as const,
      id: program.id,
      title: clip(programText(data, language, program.id, "title") ?? program.id),
      ...imageLinkOf(program.logoLink ?? program.mediaLink),
      link: `/app/patient/ressources/studies/${encodeURIComponent(program.id)}`,
    }));
}

async function authorItems(
  db: Db,
  data: CatalogData,
  joined: ReadonlySet<string>,
  language: Language,
): Promise<CarouselItem[]> {
  const authorIds = [
    ...new Set([...joined].flatMap((studyId) => data.programs.get(studyId)?.authorId ?? [])),
  ].sort();
  if (authorIds.length === 0) return [];
  const rows = (await db("authors").whereIn("id", authorIds).orderBy("id")) as Array<{
    id: string;
    name: string;
    extra: Record<string, unknown> | null;
  }>;
  return rows
    .filter((row) => row.extra?.status !== "INACTIVE")
    .map((row) => {
      const subtitle = localized(row.extra?.title, language);
      return {
        kind: "AUTOR" as const,
        id: row.id,
        title: clip(row.name),
        ...(subtitle ? { subtitle: clip(subtitle) } : {}),
        ...imageLinkOf(row.extra?.avatarLink),
        link: `/app/patient/ressources/autors/${encodeURIComponent(row.id)}`,
      };
    });
}

/** The questionnaires, when the database has them (the table comes with the questionnaire feature). */
async function questionnaireItems(db: Db, language: Language): Promise<CarouselItem[]> {
  if (!(await db.schema.hasTable("questionnaires"))) return [];
  const rows = (await db("questionnaires").orderBy("id").limit(CAROUSEL_MAX_ITEMS)) as Array<{
    id: string;
    mediaLink: string | null;
    definition: { title?: unknown };
  }>;
  return rows.map((row) => ({
    kind: "QUESTIONNAIRE" as const,
    id: row.id,
    title: clip(localized(row.definition.title, language) ?? row.id),
    ...imageLinkOf(row.mediaLink),
    // Questionnaires are filled from their cards in the daily deck.
    link: "/app/patient/tasks",
  }));
}

/**
 * The latest social events with a message that the community feeds show the patient (visible, in
 * their language), another patient's words opening their community's feed.
 */
async function socialEventItems(db: Db, language: Language): Promise<CarouselItem[]> {
  const rows = (await db("socialEvents")
    .where({ language })
    .whereIn("status", VISIBLE_STATUSES)
    .whereRaw("coalesce(variables->>'message', '') <> ''")
    .orderBy([{ column: "createdAt", order: "desc" }, { column: "id" }])
    .limit(CAROUSEL_MAX_ITEMS)
    .select("id", "groupName", "variables")) as Array<{
    id: string;
    groupName: string;
    variables: { message: string };
  }>;
  return rows.map((row) => ({
    kind: "SOCIAL_EVENT" as const,
    id: row.id,
    title: clip(row.variables.message),
    link: `/app/patient/community/byName/${encodeURIComponent(row.groupName)}`,
  }));
}

export async function buildCarousel(db: Db, data: CatalogData, user: User): Promise<CarouselDocument> {
  const language = user.language;
  const subscriptions = (await db("studySubscriptions")
    .where({ userId: user.id })
    .select("studyId")) as Array<{ studyId: string }>;
  const joined = new Set(subscriptions.map((row) => row.studyId));
  const [authors, questionnaires, socialEvents] = await Promise.all([
    authorItems(db, data, joined, language),
    questionnaireItems(db, language),
    socialEventItems(db, language),
  ]);
  const document: CarouselDocument = {
    screen: "carousel",
    schemaVersion: 1,
    locale: language,
    items: mixCarousel([studyItems(data, joined, language), questionnaires, socialEvents, authors]),
  };
  // Items come from validated content; a failure here is a fault of this assembly, not of a patient.
  const check = validateDocument(document);
  if (!check.ok) throw new Error(`invalid carousel ${JSON.stringify(check.errors)}`);
  return document;
}
