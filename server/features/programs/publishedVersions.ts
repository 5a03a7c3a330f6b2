/** The versions of programs that patients follow (docs/features/programs.md), with how many follow each. */
import type { ProgramVersionSummary } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import { FINISHED } from "./finishedSubscription";

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
