/** A pro replaces their author's page (docs/features/authors.md `PUT /api/pro/{proId}/profile/`). */
import type { ProProfile, ProProfileInput } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
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

/** Replaces the page with `input`: a field left out is removed. */
export async function writeProfile(db: Db, authorId: string, input: ProProfileInput): Promise<ProProfile> {
  refuseForeignMedia(input);
  return runUseCase(db, {
    load: (trx) => readProfileAuthor(trx, authorId, true),
    decide: (author) => {
      const extra: Record<string, unknown> = { ...author.extra };
      for (const field of PROFILE_FIELDS) {
        if (input[field] === undefined) delete extra[field];
        else extra[field] = input[field];
      }
      return extra;
    },
    write: async (trx, extra) => {
      const [row] = await trx("authors")
        .where({ id: authorId })
        .update({
          name: input.name,
          extra: JSON.stringify(extra),
          ...(input.price ? { monthPrice: input.price.monthPrice } : {}),
        })
        .returning(["id", "name", "extra"]);
      return presentProProfile(row as ProfileRow);
    },
  });
}
