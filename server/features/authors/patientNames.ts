/** The name a pro knows a patient by: the social pseudo, else the sign-up name, else none (""). */
import type { Knex } from "knex";

type Reader = Knex | Knex.Transaction;

export async function patientNames(db: Reader, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = (await db("users as u")
    .leftJoin("socialProfiles as s", "s.id", "u.id")
    .whereIn("u.id", userIds)
    .select("u.id", "u.name", "s.pseudo")) as { id: string; name: string | null; pseudo: string | null }[];
  return new Map(rows.map((r) => [r.id, (r.pseudo?.trim() || r.name?.trim() || "").slice(0, 60)]));
}
