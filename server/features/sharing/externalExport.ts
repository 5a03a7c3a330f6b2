/**
 * The doctor's download of a connection (POST /api/external/{key}/export, docs/features/sharing.md):
 * opened as a read is (same password, lock and access log), then what it shares over its period as
 * a FHIR R4 Bundle or a PDF.
 */
import type { ExternalExportFormat, Language } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import { openExternal } from "./externalView";
import { fhirBundle } from "./fhirBundle";
import { sharedDataPdf } from "./sharedDataPdf";
import { patientNameOf, periodOf, readSharedSeries } from "./sharedSeries";

export interface ExternalFile {
  contentType: string;
  fileName: string;
  body: string | Buffer;
}

/** The file name's part that names the patient: letters and digits only, so any header carries it. */
const fileSafe = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase()
    .slice(0, 40) || "patient";

export async function exportExternal(
  deps: AppDeps,
  key: string,
  body: { password?: string; format: ExternalExportFormat; language?: Language },
  ip: string,
): Promise<ExternalFile> {
  const { connection, today } = await openExternal(deps, key, body.password, ip);
  const patientName = patientNameOf(connection);
  const { from, to } = periodOf(connection, today);
  const base = `outchi-${fileSafe(patientName)}-${from}-${to}`;
  if (body.format === "fhir") {
    const bundle = await fhirBundle(
      deps,
      { id: connection.userId, email: connection.email, language: connection.language },
      deps.now().toISOString(),
      {
        from,
        to,
        timeZone: connection.timeZone,
        patientName,
        symptoms: connection.symptoms,
        medicationIntakes: connection.medicationIntakes,
        triggers: connection.triggers,
        questionnaires: connection.questionnaires,
      },
    );
    return {
      contentType: "application/fhir+json",
      fileName: `${base}.fhir.json`,
      body: JSON.stringify(bundle),
    };
  }
  const language = body.language ?? connection.language;
  const data = await readSharedSeries(deps, connection, today, language);
  return {
    contentType: "application/pdf",
    fileName: `${base}.pdf`,
    body: await sharedDataPdf(data, language),
  };
}
