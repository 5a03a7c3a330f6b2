import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { ModerationHistory } from "./ModerationHistory";
import { ModerationQueue } from "./ModerationQueue";
import { moderationHistoryQuery, moderationQuery } from "../community";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";

/**
 * /app/admin/moderation: the moderation queue and the latest decisions, for admins (the admin
 * area's layout turns anyone else away).
 */
export function ModerationPage() {
  const t = useT();
  useDocumentTitle(t("community.moderation.pageTitle"));
  const api = useApi();
  const queue = useQuery(moderationQuery(api));
  const history = useQuery(moderationHistoryQuery(api));
  return (
    <main id="main" className="page">
      <h1 className="page__title">{t("community.moderation.pageTitle")}</h1>
      <section aria-labelledby="moderation-waiting">
        <h2 id="moderation-waiting" className="tile__title">
          {t("community.moderation.queueTitle")}
        </h2>
        {queue.isPending && <p className="skeleton skeleton--row" aria-busy="true" />}
        {queue.isError && <ErrorAlert error={queue.error} />}
        {queue.isSuccess && <ModerationQueue items={queue.data.items} />}
      </section>
      <section aria-labelledby="moderation-history" className="moderation-history">
        <h2 id="moderation-history" className="tile__title">
          {t("community.moderation.history")}
        </h2>
        {history.isPending && <p className="skeleton skeleton--row" aria-busy="true" />}
        {history.isError && <ErrorAlert error={history.error} />}
        {history.isSuccess && <ModerationHistory items={history.data.items} />}
      </section>
    </main>
  );
}
