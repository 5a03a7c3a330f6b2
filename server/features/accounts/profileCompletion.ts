/** How complete the patient's profile is (docs/features/accounts.md, engine/accounts/profileCompletion.ts). */
import type { Knex } from "knex";
import { profileCompletion } from "../../../engine/accounts/profileCompletion";
import type { Db } from "../../platform/db/connection";
import { readFields } from "./profileFields";

/** The profile's completion percent and the fields of the nine still empty. */
export async function readProfileCompletion(
  db: Db | Knex.Transaction,
  userId: string,
): Promise<{ completion: number; missing: string[] }> {
  return profileCompletion(await readFields(db, userId));
}
