/**
 * An author's public page (docs/features/authors.md `/api/guest/autors/{id}`): who they are, their
 * live programs, the custom items they sell and their latest messages, in the reader's language when
 * the author writes in it.
 */
import type { AuthorGoal, Language, PublicAuthor, PublicAuthorMessage } from "../../../card-schemas";
import { authorMonthlyPrice } from "../../../engine/authors/authorFollow";
import { isLanguage } from "../../../engine/shared/languages";
import { isLive } from "../../../engine/programs";
import type { AppDeps } from "../../appDeps";
import { presentProgramSummary } from "../programs";
import { isAuthorListed } from "../../../engine/authors/authorReach";
import { NotFound } from "../../core/errors";
import { activeAuthor, type PageAuthorRow } from "./activeAuthor";
import { authorIsAnswered } from "./answeringAuthor";
import { list, pick, text } from "./authorExtra";
import { presentShopItem } from "./present";

/** The author's latest messages shown on their page. */
export const AUTHOR_PAGE_MESSAGES = 20;

/** The page's language: the reader's when the author writes in it, else the author's first. */
function pageLanguage(row: PageAuthorRow, wanted: Language): Language {
  const languages = list<string>(row.extra?.languages).filter(isLanguage);
  return languages.length === 0 || languages.includes(wanted) ? wanted : languages[0]!;
}

export async function publicAuthor(deps: AppDeps, authorId: string, wanted: Language): Promise<PublicAuthor> {
  const row = await activeAuthor(deps.db, authorId);
  // A page that does not say who the author is yet is not shown (a pro who just signed up).
  if (!isAuthorListed({ name: row.name, title: row.extra?.title, bio: row.extra?.bio })) {
    throw new NotFound("No such author");
  }
  const language = pageLanguage(row, wanted);
  const order = [language, ...list<string>(row.extra?.languages).filter(isLanguage)];
  const [data, items, messages, reachable] = await Promise.all([
    deps.catalog.get(),
    deps
      .db("authorShopItems")
      .where({ authorId })
      .whereNull("deletedAt")
      .orderBy([{ column: "price" }, { column: "createdAt" }, { column: "id" }]),
    deps
      .db("authorMessages")
      .where({ authorId })
      .orderBy([
        { column: "createdAt", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .limit(AUTHOR_PAGE_MESSAGES),
    authorIsAnswered(deps.db, row.userId),
  ]);
  const extra = row.extra ?? {};
  const programs = [...data.programs.values()]
    .filter((program) => program.authorId === authorId && isLive(program))
    .map((program) => presentProgramSummary(program, data, language, undefined));
  const optional = (key: string, value: string | undefined) => (value === undefined ? {} : { [key]: value });
  return {
    id: row.id,
    name: row.name,
    ...optional("title", pick(extra.title, order)),
    ...optional("bio", pick(extra.bio, order)),
    ...optional("avatarLink", text(extra.avatarLink)),
    ...optional("mediaLink", text(extra.mediaLink)),
    ...(text(extra.mediaLink) && text(extra.mediaType)
      ? { mediaType: extra.mediaType as PublicAuthor["mediaType"] }
      : {}),
    language,
    socialLinks: list<string>(extra.socialLinks),
    goals: list<AuthorGoal>(extra.goals),
    features: list<PublicAuthor["features"][number]>(extra.features),
    monthlyPrice: authorMonthlyPrice(row.monthPrice),
    reachable,
    programs,
    shopItems: items.map(presentShopItem),
    messages: messages.map((message: Record<string, unknown>): PublicAuthorMessage => ({
      id: String(message.id),
      message: String(message.message),
      date: String(message.date instanceof Date ? message.date.toISOString() : message.date).slice(0, 10),
    })),
  };
}
