import { useQuery } from "@tanstack/react-query";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { useT } from "../i18n/useT";
import { clientConfigQuery } from "./clientConfig";

/**
 * Says so when the server speaks a later schema major than this renderer was built with (a tab
 * left open over a release, a cached build): its cards would reach it as fallbacks, so it offers
 * to reload. Reads /config.json once the page is up; nothing shows while it is on its way.
 */
export function UpdateNotice({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useT();
  const config = useQuery(clientConfigQuery());
  if (!config.data || config.data.schemaVersion <= SCHEMA_VERSION) return null;
  return (
    <div className="notice update-notice" role="status" data-testid="update-notice">
      {t("app.update.available")}{" "}
      <button type="button" className="btn btn--ghost" onClick={reload}>
        {t("app.update.reload")}
      </button>
    </div>
  );
}
