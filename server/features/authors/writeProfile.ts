/** A pro writes their author's page (docs/features/authors.md `PUT /api/pro/{proId}/profile/`). */
import type { ProProfile, ProProfileInput } from "../../../card-schemas";
import type { ApiCalls } from "../../../card-schemas/apiCalls";
import type { Db } from "../../platform/db/connection";
import { ValidationError } from "../../core/errors";
import { refuseForeignMedia } from "./refuseForeignMedia";
import { runUseCase } from "../../core/useCase";
import { presentProProfile } from "./present";
import { readProfileAuthor, type ProfileRow } from "./profileAuthor";

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

/** The optional fields a write may take off the page (`remove`). */
export type RemovableProfileField = NonNullable<
  ApiCalls["PUT /api/pro/:proId/profile/"]["body"]["remove"]
>[number];

/**
 * Changes what `input` names and takes off what `remove` names; every other field stays as it is.
 * A field both set and removed is 400, naming it in `remove`.
 */
export async function writeProfile(
  db: Db,
  authorId: string,
  input: ProProfileInput,
  remove: readonly RemovableProfileField[] = [],
): Promise<ProProfile> {
  refuseForeignMedia(input);
  const both = remove.flatMap((field, index) =>
    input[field] === undefined
      ? []
      : [{ path: `/remove/${index}`, message: `${field} is both set in input and removed` }],
  );
  if (both.length > 0) throw new ValidationError(both);
  return runUseCase(db, {
    load: (trx) => readProfileAuthor(trx, authorId, true),
    decide: (author) => {
      const extra: Record<string, unknown> = { ...author.extra };
      for (const field of PROFILE_FIELDS) {
        if (input[field] !== undefined) extra[field] = input[field];
      }
      for (const field of remove) delete extra[field];
      return extra;
    },
    write: async (trx, extra) => {
      const [row] = await trx("authors")
        .where({ id: authorId })
        .update({
          ...(input.name !== undefined ? { name: input.name } : {}),
          extra: JSON.stringify(extra),
          ...(input.price ? { monthPrice: input.price.monthPrice } : {}),
        })
        .returning(["id", "name", "extra"]);
      return presentProProfile(row as ProfileRow);
    },
  });
}
