/**
 * The patient's own data (docs/features/sharing.md): everything the account holds, from every table with a
 * user column (found in the catalog, patientTables.ts), as JSON, as CSV (one line per value) or as
 * a FHIR R4 Bundle (fhirBundle.ts); or, for a consultation, the journal and analysis as a PDF (the
 * analysis feature writes it: consultationPdf). Secrets are left out: password hashes, address-hash salts, the
 * sessions' token hashes, the emailed links' (password reset, email change, sign-in) and the push
 * subscriptions' keys.
 */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { consultationPdf } from "../analysis";
import { fhirBundle } from "./fhirBundle";
import { patientTables, rowsOf, type PatientTable } from "../accounts";

export type ExportFormat = "json" | "csv" | "fhir" | "pdf";
export type ExportRow = Record<string, unknown>;

/** Tables whose rows are secrets of the server, not data of the patient's. */
const SECRET_TABLES = new Set(["sessions", "account_links"]);
/** Columns (as rows name them) that are secrets wherever they are. */
const SECRET_COLUMNS = new Set(["passwordHash", "ipSalt"]);
/**
 * Columns that are secrets in one table: a push subscription's keys, which encrypt what is sent to
 * the browser (its endpoint, which browser gets reminders, stays in the export).
 */
const SECRET_COLUMNS_OF: Record<string, ReadonlySet<string>> = {
  push_subscriptions: new Set(["p256dh", "auth"]),
};

const ACCOUNT: PatientTable = { table: "users", columns: ["id"] };

/** Every row of the patient's, by table (the account first, then tables by name). */
export async function patientRows(deps: AppDeps, user: User): Promise<Record<string, ExportRow[]>> {
  const tables = [ACCOUNT, ...(await patientTables(deps.db)).filter((t) => !SECRET_TABLES.has(t.table))];
  const all: Record<string, ExportRow[]> = {};
  for (const table of tables) {
    const rows: ExportRow[] = await rowsOf(deps.db, table, user.id);
    const secretHere = SECRET_COLUMNS_OF[table.table];
    all[table.table] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).filter(([column]) => !SECRET_COLUMNS.has(column) && !secretHere?.has(column)),
      ),
    );
  }
  return all;
}

function csvField(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ""
      : value instanceof Date
        ? value.toISOString()
        : typeof value === "object"
          ? JSON.stringify(value)
          : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line per value: table, row number (from 1 in each table), column, value (RFC 4180). */
export function exportCsv(tables: Record<string, ExportRow[]>): string {
  const lines = ["table,row,column,value"];
  for (const [table, rows] of Object.entries(tables)) {
    rows.forEach((row, index) => {
      for (const [column, value] of Object.entries(row)) {
        lines.push([table, index + 1, column, value].map(csvField).join(","));
      }
    });
  }
  return `${lines.join("\r\n")}\r\n`;
}

export interface ExportFile {
  contentType: string;
  fileName: string;
  /** Text, or the bytes of a binary file (the PDF). */
  body: string | Buffer;
}

export async function exportPatientData(
  deps: AppDeps,
  user: User,
  format: ExportFormat,
): Promise<ExportFile> {
  const exportedAt = deps.now().toISOString();
  const day = exportedAt.slice(0, 10);
  if (format === "pdf")
    return {
      contentType: "application/pdf",
      fileName: `outchi-${day}.pdf`,
      body: await consultationPdf(deps, user),
    };
  const tables = await patientRows(deps, user);
  if (format === "csv")
    return { contentType: "text/csv; charset=utf-8", fileName: `outchi-${day}.csv`, body: exportCsv(tables) };
  if (format === "fhir") {
    return {
      contentType: "application/fhir+json; charset=utf-8",
      fileName: `outchi-${day}.fhir.json`,
      body: JSON.stringify(await fhirBundle(deps, user, exportedAt)),
    };
  }
  return {
    contentType: "application/json; charset=utf-8",
    fileName: `outchi-${day}.json`,
    body: JSON.stringify({ exportedAt, tables }),
  };
}
