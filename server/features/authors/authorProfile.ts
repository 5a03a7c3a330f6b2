/**
 * A pro's author page (docs/features/authors.md `/api/pro/{proId}/profile/` and `/tags/`): the `authors` row,
 * its name in `name`, the subscription multiplier in `month_price` (which the prices are computed
 * from) and the page's other fields in `extra`, as the catalogue's authors keep them. The tags are
 * the author's goals, which the author search filters on.
 */
import type { Knex } from "knex";
import type { AuthorGoal, ProProfile, ProProfileInput, ProTagList } from "../../../card-schemas";
import { AUTHOR_MAX_TAGS, tooManyTags, withTags } from "../../../engine/authors/authorTags";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, NotFound } from "../../core/errors";

interface AuthorRow {
  id: string;
  name: string;
  extra: Record<string, unknown> | null;
}

/** The fields of `extra` the pro writes; the others (status, searchableInList) are the platform's. */
const PROFILE_FIELDS = [
  "title",
  "bio",
  "avatarLink",
  "mediaLink",
  "languages",
  "socialLinks",
  "goals",
  "price",
  "features",
] as const;

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

function present(row: AuthorRow): ProProfile {
  const extra = row.extra ?? {};
  const profile: ProProfile = {
    id: row.id,
    name: row.name,
    languages: list(extra.languages),
    socialLinks: list(extra.socialLinks),
    goals: list(extra.goals),
    features: list(extra.features),
  };
  for (const field of ["title", "bio", "avatarLink", "mediaLink", "price"] as const) {
    if (extra[field] !== undefined) Object.assign(profile, { [field]: extra[field] });
  }
  return profile;
}

async function readAuthor(db: Db | Knex.Transaction, autorId: string, lock = false): Promise<AuthorRow> {
  const query = db("authors").where({ id: autorId }).first("id", "name", "extra");
  const row = (await (lock ? query.forUpdate() : query)) as AuthorRow | undefined;
  // The pro policy let the caller in on their own author, which only a deleted row would lack.
  if (!row) throw new NotFound("No such author");
  return row;
}

export async function readProfile(db: Db, autorId: string): Promise<ProProfile> {
  return present(await readAuthor(db, autorId));
}

/** Replaces the page with `input`: a field left out is removed. */
export async function writeProfile(db: Db, autorId: string, input: ProProfileInput): Promise<ProProfile> {
  return inTransaction(db, async (trx) => {
    const author = await readAuthor(trx, autorId, true);
    const extra: Record<string, unknown> = { ...author.extra };
    for (const field of PROFILE_FIELDS) {
      if (input[field] === undefined) delete extra[field];
      else extra[field] = input[field];
    }
    const [row] = await trx("authors")
      .where({ id: autorId })
      .update({
        name: input.name,
        extra: JSON.stringify(extra),
        ...(input.price ? { monthPrice: input.price.monthPrice } : {}),
      })
      .returning(["id", "name", "extra"]);
    return present(row as AuthorRow);
  });
}

/** Changes the author's goals with `change`, the row locked so that two changes do not lose one. */
async function changeTags(
  db: Db,
  autorId: string,
  change: (current: string[]) => string[],
): Promise<ProTagList> {
  return inTransaction(db, async (trx) => {
    const author = await readAuthor(trx, autorId, true);
    const goals = change(list<string>(author.extra?.goals));
    await trx("authors")
      .where({ id: autorId })
      .update({ extra: JSON.stringify({ ...author.extra, goals }) });
    return { tagIds: goals as AuthorGoal[] };
  });
}

/** Adds tags (each once); 409 TOO_MANY_TAGS past the limit, and nothing is changed. */
export function addTags(db: Db, autorId: string, tagIds: AuthorGoal[]): Promise<ProTagList> {
  return changeTags(db, autorId, (current) => {
    const tags = withTags(current, tagIds);
    if (tooManyTags(tags))
      throw new Conflict("TOO_MANY_TAGS", `An author holds at most ${AUTHOR_MAX_TAGS} tags`);
    return tags;
  });
}

/** Removes a tag; 404 when the author does not hold it. */
export function removeTag(db: Db, autorId: string, tagId: AuthorGoal): Promise<ProTagList> {
  return changeTags(db, autorId, (current) => {
    if (!current.includes(tagId)) throw new NotFound("The author has no such tag");
    return current.filter((tag) => tag !== tagId);
  });
}
