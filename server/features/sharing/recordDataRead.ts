/**
 * A pro's read of a patient's data is audited (docs/architecture.md): each read of the overview, a
 * series, a picture or the assistant's summary writes a row in the same request.
 */
import crypto from "node:crypto";
import type { DataAccessEntry } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";

export interface DataRead {
  pro: User;
  authorId: string;
  patientId: string;
  what: DataAccessEntry["what"];
  detail?: string | null;
}

export async function recordDataRead(deps: AppDeps, read: DataRead): Promise<void> {
  await deps.db("proDataReads").insert({
    id: crypto.randomUUID(),
    proUserId: read.pro.id,
    authorId: read.authorId,
    userId: read.patientId,
    what: read.what,
    detail: read.detail ?? null,
    at: deps.now(),
  });
}
