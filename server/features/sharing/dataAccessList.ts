/** The patient's audit of the pros' reads of their data (docs/architecture.md): who read it, newest first. */
import type { DataAccessEntry, DataAccessList } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";

/** Rows the patient's list shows. */
export const DATA_ACCESS_LIST_LENGTH = 200;

/** GET /api/patient/profile/dataAccess: who read the patient's data, newest first. */
export async function listDataReads(deps: AppDeps, user: User): Promise<DataAccessList> {
  const rows = (await deps
    .db("proDataReads as r")
    .join("authors as a", "a.id", "r.authorId")
    .where("r.userId", user.id)
    .orderBy("r.at", "desc")
    .limit(DATA_ACCESS_LIST_LENGTH)
    .select("r.id", "r.at", "r.authorId", "a.name", "r.what", "r.detail")) as {
    id: string;
    at: Date | string;
    authorId: string;
    name: string;
    what: DataAccessEntry["what"];
    detail: string | null;
  }[];
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      autorId: r.authorId,
      authorName: r.name,
      what: r.what,
      detail: r.detail,
    })),
  };
}
