/** A linked patient's private picture, read by their author's pro (docs/features/authors.md `GET …/getImageDailyActivity/{x}`). */
import type { AppDeps } from "../../appDeps";
import { StoredFile } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { dayOf } from "../../platform/db/dayOf";
import { storageFor } from "../../platform/storage/storage";
import { parse } from "./jsonColumn";
import type { LinkedPatient } from "./linkedPatient";

/** GET …/getImageDailyActivity/{x}: the private picture of the patient's daily entry `entryId`; 404 otherwise. */
export async function patientPicture(
  deps: AppDeps,
  { patient }: LinkedPatient,
  entryId: string,
): Promise<{ file: StoredFile; bytes: Buffer; date: string }> {
  const entry = await deps
    .db("dailyActivities")
    .where({ id: entryId, userId: patient.id })
    .first("data", "date");
  const fileId = parse<{ fileId?: unknown } | null>(entry?.data)?.fileId;
  if (!entry || typeof fileId !== "string") throw new NotFound();
  const file = await StoredFile.query(deps.db).findById(fileId);
  if (!file || file.userId !== patient.id || file.access !== "private") throw new NotFound();
  const bytes = await storageFor(deps.config).read(file.path);
  if (!bytes) throw new NotFound();
  return { file, bytes, date: dayOf(entry.date) };
}
