/** The add-support search (docs/features/authors.md `GET /api/patient/autors`): active, searchable authors by name. */
import type { AuthorGoal, AuthorSearchItem } from "../../../card-schemas";
import { isAuthorListed } from "../../../engine/authors/authorReach";
import { searchAuthors } from "../../../engine/authors/authorSearch";
import { isLanguage } from "../../../engine/shared/languages";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import type { PageAuthorRow } from "./activeAuthor";
import { list, pick, text } from "./authorExtra";

/**
 * Active authors shown in the search, by name, filtered by `goal` and `search` (engine/authorSearch):
 * only those whose page has a name, a title and a bio (engine/authors/authorReach.ts).
 */
export async function findAuthors(
  db: Db,
  user: User,
  filter: { goal?: AuthorGoal; search?: string },
): Promise<{ items: AuthorSearchItem[] }> {
  const rows = (await db("authors")
    .whereRaw("coalesce(extra ->> 'status', 'ACTIVE') <> 'INACTIVE'")
    .andWhereRaw("coalesce((extra ->> 'searchableInList')::boolean, true)")
    .orderBy([{ column: "name" }, { column: "id" }])
    .select("id", "userId", "name", "monthPrice", "extra")) as PageAuthorRow[];
  const language = isLanguage(user.language) ? user.language : "fr";
  const listed = rows.filter((row) =>
    isAuthorListed({ name: row.name, title: row.extra?.title, bio: row.extra?.bio }),
  );
  const authors = listed.map((row) => {
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
