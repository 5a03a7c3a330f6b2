/**
 * The names of the communities (docs/features/community.md): `all`, which every patient sees, `myMessages`,
 * the patient's own events, and the symptoms of the catalogue.
 */
import type { Knex } from "knex";
import type { Db } from "../../platform/db/connection";
import { NotFound } from "../../core/errors";

/** The community every patient sees; the others are symptoms of the catalogue. */
export const ALL_COMMUNITY = "all";

/** The patient's own events, as a community of the list. */
export const MY_MESSAGES = "myMessages";

/** 404 unless `name` is `all` or a symptom of the catalogue. */
export async function assertCommunity(db: Db | Knex.Transaction, name: string): Promise<void> {
  if (name === ALL_COMMUNITY) return;
  if (!(await db("symptoms").where({ id: name }).first("id"))) throw new NotFound("No such community");
}
