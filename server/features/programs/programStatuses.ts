/** The live status of programs as their authors see it (docs/features/programs.md). */
import type { ProProgramStatus } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";

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
