import { EXPORT_FORMATS } from "../../../../engine/sharing";
import { useT } from "../../../app/i18n/useT";
import "./ownData.css";

/** Downloads of everything the account holds, in each format (GET /api/patient/export). */
export function ExportLinks() {
  const t = useT();
  return (
    <section className="tile sharing-export" aria-labelledby="export-title">
      <h2 id="export-title">{t("sharing.export.title")}</h2>
      <p className="muted">{t("sharing.export.hint")}</p>
      <ul className="sharing-export__links">
        {EXPORT_FORMATS.map((format) => (
          <li key={format}>
            <a
              className="btn btn--ghost"
              href={`/api/patient/export?format=${format}`}
              download
              data-testid={`export-${format}`}
            >
              {t(`sharing.export.${format}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
