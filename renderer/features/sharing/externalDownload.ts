/**
 * The doctor's downloads of a connection (POST /api/external/{key}/export): a file, not the JSON
 * envelope, so not through the API client; its failures are read as the client reads them.
 */
import type { ExternalExportFormat, Language } from "../../../card-schemas";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { ApiError, CLIENT_ERROR_CODES } from "../../app/api/ApiError";

export interface ExternalDownloadRequest {
  connectionKey: string;
  format: ExternalExportFormat;
  password?: string;
  language: Language;
}

/** The file name of a Content-Disposition header, else `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? "");
  return match?.[1] ?? fallback;
}

/** Asks the server for the file and hands it to the browser as a download. */
export async function downloadExternal({
  connectionKey,
  format,
  password,
  language,
}: ExternalDownloadRequest) {
  const response = await fetch(`/api/external/${encodeURIComponent(connectionKey)}/export`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Requested-With": "fetch",
      "X-Schema-Version": String(SCHEMA_VERSION),
    },
    credentials: "omit",
    body: JSON.stringify({ format, language, ...(password === undefined ? {} : { password }) }),
  });
  if (!response.ok) {
    const failure = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
    throw new ApiError({ status: response.status, code: failure?.error ?? CLIENT_ERROR_CODES.badResponse });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = attachmentName(
    response.headers.get("Content-Disposition"),
    `outchi.${format === "fhir" ? "json" : "pdf"}`,
  );
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
