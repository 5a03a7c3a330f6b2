/**
 * The audit of a pro's reads of a patient's data (docs/architecture.md): each read of the overview, a
 * series, a picture or the assistant's summary writes a row in the same request, and the patient
 * lists them (GET /api/patient/profile/dataAccess).
 */
import crypto from "node:crypto";
import type { DataAccessEntry, DataAccessList } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";

/** Rows the patient's list shows. */
export const DATA_ACCESS_LIST_LENGTH = 200;

export interface DataRead {
  pro: User;
  autorId: string;
  patientId: string;
  what: DataAccessEntry["what"];
  detail?: string | null;
}

export async function recordDataRead(deps: AppDeps, read: DataRead): Promise<void> {
  await deps.db("proDataReads").insert({
    id: crypto.randomUUID(),
    proUserId: read.pro.id,
    autorId: read.autorId,
    patientusersId: read.patientId,
    what: read.what,
    detail: read.detail ?? null,
    at: deps.now(),
  });
}

/** GET /api/patient/profile/dataAccess: who read the patient's data, newest first. */
export async function listDataReads(deps: AppDeps, user: User): Promise<DataAccessList> {
  const rows = (await deps
    .db("proDataReads as r")
    .join("authors as a", "a.id", "r.autorId")
    .where("r.patientusersId", user.id)
    .orderBy("r.at", "desc")
    .limit(DATA_ACCESS_LIST_LENGTH)
    .select("r.id", "r.at", "r.autorId", "a.name", "r.what", "r.detail")) as {
    id: string;
    at: Date | string;
    autorId: string;
    name: string;
    what: DataAccessEntry["what"];
    detail: string | null;
  }[];
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      autorId: r.autorId,
      authorName: r.name,
      what: r.what,
      detail: r.detail,
    })),
  };
}
