/**
 * How writers show in the community: their social profile's pseudo, title and bio (docs/features/community.md,
 * docs/features/community.md), the title in the reader's language. A writer without a profile shows empty.
 */
import type { Knex } from "knex";
import type { SocialAuthor } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { Language } from "../../platform/db/models";
import { awardCatalogue } from "../rewards";

const NO_PROFILE: SocialAuthor = { pseudo: "", title: null, bio: "" };

/** The social author of each of `userIds`, titles in `language`. */
export async function socialAuthors(
  deps: AppDeps,
  db: Db | Knex.Transaction,
  userIds: readonly string[],
  language: Language,
): Promise<Map<string, SocialAuthor>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const [rows, catalogue] = await Promise.all([
    db("socialProfiles").whereIn("id", ids).select("id", "pseudo", "bio", "title") as Promise<
      Array<{ id: string; pseudo: string; bio: string; title: string | null }>
    >,
    awardCatalogue(deps.config.contentDir),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return new Map(
    ids.map((id) => {
      const row = byId.get(id);
      if (!row) return [id, NO_PROFILE];
      const award = row.title ? catalogue.find((a) => a.id === row.title) : undefined;
      return [id, { pseudo: row.pseudo, bio: row.bio, title: award?.socialTitle?.[language] ?? null }];
    }),
  );
}

/** The author of `userId` among `authors`, empty when unknown. */
export function authorOf(authors: Map<string, SocialAuthor>, userId: string): SocialAuthor {
  return authors.get(userId) ?? NO_PROFILE;
}
