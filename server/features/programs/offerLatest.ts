/** An author offers a program's latest version to the patients following an older one (docs/features/programs.md). */
import type { Db } from "../../platform/db/connection";
import { Conflict } from "../../core/errors";
import { FINISHED } from "./finishedSubscription";

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
