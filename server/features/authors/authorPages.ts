/**
 * An author's public page (docs/features/authors.md `/api/guest/autors/{id}`):
 * who they are, their live programs, the custom items they sell and their latest messages; the
 * patient's side of it (their link, balance, bought items) and the add-support search.
 */
import type {
  AuthorGoal,
  AuthorRelation,
  AuthorSearchItem,
  Language,
  PublicAuthor,
  PublicAuthorMessage,
} from "../../../card-schemas";
import {
  authorMonthlyPrice,
  followRefund,
  AUTHOR_LINK_TO_VALIDATE,
} from "../../../engine/authors/authorFollow";
import { searchAuthors } from "../../../engine/authors/authorSearch";
import { isLanguage } from "../../../engine/shared/languages";
import { isLive } from "../../../engine/programs";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { presentProgramSummary } from "../programs";
import { presentFollowLink } from "./authorFollow";
import { linkId } from "./authorSubscriptions";
import { presentShopItem } from "./present";

/** The author's latest messages shown on their page. */
export const AUTHOR_PAGE_MESSAGES = 20;

interface AuthorRow {
  id: string;
  name: string;
  monthPrice: number;
  extra: Record<string, unknown> | null;
}

type Localized = Partial<Record<Language, string>>;

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/** The text in `language`, else in the page's other languages in order. */
function pick(value: unknown, languages: readonly Language[]): string | undefined {
  if (typeof value === "string") return text(value);
  if (!value || typeof value !== "object") return undefined;
  const localized = value as Localized;
  for (const language of languages) {
    const found = text(localized[language]);
    if (found) return found;
  }
  return undefined;
}

function isActive(row: AuthorRow): boolean {
  return row.extra?.status !== "INACTIVE";
}

async function activeAuthor(db: Db, autorId: string): Promise<AuthorRow> {
  const row = (await db("authors").where({ id: autorId }).first("id", "name", "monthPrice", "extra")) as
    AuthorRow | undefined;
  if (!row || !isActive(row)) throw new NotFound("No such author");
  return row;
}

/** The page's language: the reader's when the author writes in it, else the author's first. */
function pageLanguage(row: AuthorRow, wanted: Language): Language {
  const languages = list<string>(row.extra?.languages).filter(isLanguage);
  return languages.length === 0 || languages.includes(wanted) ? wanted : languages[0]!;
}

export async function publicAuthor(deps: AppDeps, autorId: string, wanted: Language): Promise<PublicAuthor> {
  const row = await activeAuthor(deps.db, autorId);
  const language = pageLanguage(row, wanted);
  const order = [language, ...list<string>(row.extra?.languages).filter(isLanguage)];
  const [data, items, messages] = await Promise.all([
    deps.catalog.get(),
    deps
      .db("authorShopItems")
      .where({ autorId })
      .whereNull("deletedAt")
      .orderBy([{ column: "price" }, { column: "createdAt" }, { column: "id" }]),
    deps
      .db("authorMessages")
      .where({ autorId })
      .orderBy([
        { column: "createdAt", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .limit(AUTHOR_PAGE_MESSAGES),
  ]);
  const extra = row.extra ?? {};
  const programs = [...data.programs.values()]
    .filter((program) => program.autorId === autorId && isLive(program))
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
    programs,
    shopItems: items.map(presentShopItem),
    messages: messages.map((message: Record<string, unknown>): PublicAuthorMessage => ({
      id: String(message.id),
      message: String(message.message),
      date: String(message.date instanceof Date ? message.date.toISOString() : message.date).slice(0, 10),
    })),
  };
}

/** The patient's link with the author, their balance and the author's items they bought. */
export async function authorRelation(deps: AppDeps, user: User, autorId: string): Promise<AuthorRelation> {
  await activeAuthor(deps.db, autorId);
  const [link, account, bought] = await Promise.all([
    deps
      .db("authorLinks")
      .where({ id: linkId(user.id, autorId) })
      .first(),
    deps.db("bankAccounts").where({ patientusersId: user.id }).first("amount"),
    deps
      .db("shopPurchases")
      .where({ patientusersId: user.id, autorId, type: "AUTHOR_ITEM" })
      .distinct("shopObjectId"),
  ]);
  const now = deps.now();
  const view = link ? presentFollowLink(link, now, user.timeZone) : null;
  return {
    link: view,
    balance: Number(account?.amount ?? 0),
    boughtItemIds: bought.map((row: { shopObjectId: string }) => row.shopObjectId),
    ...(link && link.status === AUTHOR_LINK_TO_VALIDATE && link.requestedAt
      ? { cancelRefund: followRefund(Number(link.followPrice), new Date(link.requestedAt), now) }
      : {}),
  };
}

/** Active authors shown in the search, by name, filtered by `goal` and `search` (engine/authorSearch). */
export async function findAuthors(
  db: Db,
  user: User,
  filter: { goal?: AuthorGoal; search?: string },
): Promise<{ items: AuthorSearchItem[] }> {
  const rows = (await db("authors")
    .whereRaw("coalesce(extra ->> 'status', 'ACTIVE') <> 'INACTIVE'")
    .andWhereRaw("coalesce((extra ->> 'searchableInList')::boolean, true)")
    .orderBy([{ column: "name" }, { column: "id" }])
    .select("id", "name", "monthPrice", "extra")) as AuthorRow[];
  const language = isLanguage(user.language) ? user.language : "fr";
  const authors = rows.map((row) => {
    const title = pick(row.extra?.title, [
      language,
      ...list<string>(row.extra?.languages).filter(isLanguage),
    ]);
    const avatarLink = text(row.extra?.avatarLink);
    return {
      id: row.id,
      name: row.name,
      ...(title ? { title } : {}),
      ...(avatarLink ? { avatarLink } : {}),
      goals: list<AuthorGoal>(row.extra?.goals),
    };
  });
  return { items: searchAuthors(authors, filter) };
}
