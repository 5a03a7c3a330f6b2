/**
 * A pro's author page (docs/features/authors.md `/api/pro/{proId}/profile/`): the `authors` row, its
 * name in `name`, the subscription multiplier in `month_price` (which the prices are computed from)
 * and the page's other fields in `extra`, as the catalogue's authors keep them.
 */
import type { ProProfile } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import { presentProProfile } from "./present";
import { readProfileAuthor } from "./profileAuthor";

export async function readProfile(db: Db, authorId: string): Promise<ProProfile> {
  return presentProProfile(await readProfileAuthor(db, authorId));
}
