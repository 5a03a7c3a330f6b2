/**
 * The patient's social profile as stored (docs/features/community.md): one row per patient, created empty the
 * first time it is needed.
 */
import type { Knex } from "knex";
import type { Db } from "../../platform/db/connection";

export interface SocialProfileRow {
  id: string;
  pseudo: string;
  bio: string;
  title: string | null;
  reactionCounter: number;
  defaultShare: string;
}

/** Creates the patient's empty social profile unless they have one. */
export async function ensureSocialProfileRow(db: Db | Knex.Transaction, userId: string): Promise<void> {
  await db("socialProfiles").insert({ id: userId }).onConflict("id").ignore();
}
