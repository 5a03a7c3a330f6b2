import { useMutation } from "@tanstack/react-query";
import type { ExternalExportFormat } from "../../../card-schemas";
import { EXTERNAL_EXPORT_FORMATS } from "../../../engine/sharing/connections";
import { useLocale, useT } from "../../app/i18n/useT";
import { downloadExternal, type ExternalDownloadRequest } from "./externalDownload";
import "./sharing.css";

export interface ExternalDownloadsProps {
  connectionKey: string;
  /** The password that opened the connection, sent again with each download. */
  password?: string;
  /** Fetches and saves the file (a stand-in in stories and tests). */
  download?: (request: ExternalDownloadRequest) => Promise<void>;
}

/** The doctor's downloads of what a connection shares: a FHIR R4 Bundle or a PDF. */
export function ExternalDownloads({
  connectionKey,
  password,
  download = downloadExternal,
}: ExternalDownloadsProps) {
  const t = useT();
  const language = useLocale();
  const save = useMutation({
    meta: { ownUnauthorized: true },
    mutationFn: (format: ExternalExportFormat) =>
      download({ connectionKey, format, language, ...(password === undefined ? {} : { password }) }),
  });
  return (
    <section className="sharing-download" aria-labelledby="external-download-title">
      <h2 id="external-download-title" className="field__label">
        {t("sharing.external.downloadTitle")}
      </h2>
      {EXTERNAL_EXPORT_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="btn btn--ghost"
          disabled={save.isPending}
          onClick={() => save.mutate(format)}
          data-testid={`external-download-${format}`}
        >
          {t(format === "fhir" ? "sharing.external.downloadFhir" : "sharing.external.downloadPdf")}
        </button>
      ))}
      {save.isError && (
        <p className="alert" role="alert">
          {t("sharing.external.downloadFailed")}
        </p>
      )}
    </section>
  );
}
