import { useQuery } from "@tanstack/react-query";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { useT } from "../i18n/useT";
import type { AppWorker } from "../offline/appWorker";
import { useAppWorker, useSafeMoment, useWorkerWaiting } from "../offline/useAppWorker";
import { clientConfigQuery } from "./clientConfig";

/**
 * Says so when a new version of the app is here. Either its service worker installed one, which
 * waits (docs/features/offline.md): offered only at a safe moment (not in the deck while cards are
 * left to fill), it takes over on the patient's tap and the page reloads. Or the server speaks a
 * later schema major than this renderer was built with (a tab left open over a release, a cached
 * build): its cards would reach it as fallbacks, so it offers to reload. Loaded once the page is up
 * (RootLayout), it registers the service worker then, and reads /config.json; nothing shows while
 * they are on their way.
 */
export function UpdateNotice({
  reload = () => window.location.reload(),
  worker,
}: {
  reload?: () => void;
  /** The service worker (the app's by default). */
  worker?: AppWorker;
}) {
  const t = useT();
  const appWorker = useAppWorker(worker);
  const waiting = useWorkerWaiting(appWorker);
  const safe = useSafeMoment();
  const config = useQuery(clientConfigQuery());
  const serverNewer = config.data !== undefined && config.data.schemaVersion > SCHEMA_VERSION;
  if (!(waiting && safe) && !serverNewer) return null;
  const ready = waiting && safe;
  return (
    <div className="notice update-notice" role="status" data-testid="update-notice">
      {t(ready ? "app.update.ready" : "app.update.available")}{" "}
      <button type="button" className="btn btn--ghost" onClick={ready ? () => appWorker.takeOver() : reload}>
        {t("app.update.reload")}
      </button>
    </div>
  );
}
