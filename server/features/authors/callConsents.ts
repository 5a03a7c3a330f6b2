/** Which linked patients consented to be called (NUMERO_CALL), and their number (docs/features/authors.md …/user). */
import type { AppDeps } from "../../appDeps";
import { Consent } from "../../platform/db/models";

/** The patients among `userIds` who consented to be called, each with their phone (or null). */
export async function callConsents(deps: AppDeps, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, string | null>();
  const rows = (await deps
    .db("consents as c")
    .leftJoin("patientInfo as i", "i.id", "c.userId")
    .whereIn(
      "c.id",
      userIds.map((id) => Consent.idFor(id, "NUMERO_CALL")),
    )
    .select("c.userId", "i.phone")) as { userId: string; phone: string | null }[];
  return new Map(rows.map((r) => [r.userId, r.phone]));
}
