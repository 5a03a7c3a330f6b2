/**
 * The versions patients follow: how many follow each, offering the latest to those on older ones,
 * and a patient accepting the offer (the days not yet dealt then come from the new version).
 */
import type { ProgramVersionSummary, ProProgramStatus } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import { StudySubscription, type User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, NotFound } from "../../core/errors";

/** A subscription of this status no longer follows any version. */
const FINISHED = "DONE";

/** Each program's published versions, oldest first, with the patients following each. */
export async function versionsOf(db: Db, ids: string[]): Promise<Map<string, ProgramVersionSummary[]>> {
  const result = await db.raw<{
    rows: Array<{ studyId: string; version: number; publishedAt: Date; patients: number }>;
  }>(
    `select v.study_id as "studyId", v.version, v.published_at as "publishedAt",
            (select count(*)::int from study_subscriptions s
              where s.study_id = v.study_id and s.version = v.version and s.status <> ?) as patients
       from program_versions v where v.study_id = any(?::text[]) order by v.study_id, v.version`,
    [FINISHED, ids],
  );
  const out = new Map<string, ProgramVersionSummary[]>();
  for (const row of result.rows) {
    const list = out.get(row.studyId) ?? [];
    list.push({
      version: row.version,
      publishedAt: new Date(row.publishedAt).toISOString(),
      patients: row.patients,
    });
    out.set(row.studyId, list);
  }
  return out;
}

/** The live status of published programs (a program never published has none: DRAFT). */
export async function programStatuses(db: Db, ids: string[]): Promise<Map<string, ProProgramStatus>> {
  const rows = (await db("studies").whereIn("id", ids).select("id", "status")) as Array<{
    id: string;
    status: string;
  }>;
  return new Map(
    rows.map((row) => [
      row.id,
      row.status === "DONE" ? "DONE" : row.status === "INPROGRESS" ? "INPROGRESS" : "DRAFT",
    ]),
  );
}

/** PUT /program/:id/offer: the latest version is offered to every running subscription on an older one. */
export async function offerLatest(db: Db, studyId: string): Promise<void> {
  const latest = (await db("programVersions").where({ studyId }).max("version as version").first()) as
    { version: number | null } | undefined;
  if (!latest?.version) throw new Conflict("NOT_PUBLISHED", "Publish the program first");
  await db("studySubscriptions")
    .where({ studyId })
    .where("version", "<", latest.version)
    .whereNot("status", FINISHED)
    .update({ offeredVersion: latest.version, updatedAt: db.fn.now() });
}

/** PUT /api/patient/study/:studyId/version: the patient moves to the version offered to them, only that one. */
export async function acceptVersion(deps: AppDeps, user: User, studyId: string, version: number) {
  return inTransaction(deps.db, async (trx) => {
    const id = StudySubscription.idFor(user.id, studyId);
    const subscription = (await trx("studySubscriptions")
      .where({ id })
      .forUpdate()
      .first("offeredVersion")) as { offeredVersion: number | null } | undefined;
    if (!subscription) throw new NotFound("You do not follow this program");
    if (subscription.offeredVersion !== version) {
      throw new Conflict("VERSION_NOT_OFFERED", "This version was not offered to you");
    }
    await trx("studySubscriptions")
      .where({ id })
      .update({ version, offeredVersion: null, updatedAt: trx.fn.now() });
    return { version };
  });
}
