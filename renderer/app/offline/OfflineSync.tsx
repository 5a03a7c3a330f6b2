/**
 * The offline deck's running part (docs/features/offline.md), loaded once the page is up
 * (RootLayout): for the signed-in user it keeps the queries the deck needs in IndexedDB, replays
 * the outbox at start and whenever the browser comes back online, reads again what the landed
 * writes changed, and shows the writes the server refused until the patient dismisses them.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useApi } from "../api/ApiContext";
import { ApiError } from "../api/ApiError";
import { useErrorMessage } from "../errors/useErrorMessage";
import type { MessageId } from "../i18n/locales";
import { useT } from "../i18n/useT";
import { meQuery } from "../session/queries";
import { dismiss, openOutbox, replay } from "./outbox";
import { useOutboxEntries, type OutboxCall, type OutboxEntry } from "./outboxState";
import { persistQueries } from "./queryPersistence";
import "./offline.css";

/** The reads a landed write changes, by the write. */
const CHANGED: Record<OutboxCall, string[]> = {
  "POST /api/patient/notifications/validate/:notificationId": [
    "GET /api/patient/todo",
    "GET /api/patient/bank",
  ],
  "PUT /api/patient/dailyActivity": ["GET /api/patient/dailyActivity", "GET /api/patient/journal"],
  "POST /api/patient/symptomEvents": ["GET /api/patient/symptomEvents", "GET /api/patient/journal"],
  "POST /api/patient/medicationIntakes": ["GET /api/patient/journal"],
};

const WHAT: Record<OutboxCall, MessageId> = {
  "POST /api/patient/notifications/validate/:notificationId": "offline.refused.card",
  "PUT /api/patient/dailyActivity": "offline.refused.entry",
  "POST /api/patient/symptomEvents": "offline.refused.symptom",
  "POST /api/patient/medicationIntakes": "offline.refused.intake",
};

function RefusedWrites({ userId, refused }: { userId: string; refused: OutboxEntry[] }) {
  const t = useT();
  const describe = useErrorMessage();
  if (refused.length === 0) return null;
  return (
    <section className="refused-writes" role="alert" data-testid="refused-writes">
      <h2 className="refused-writes__title">{t("offline.refused.title")}</h2>
      <ul className="refused-writes__list">
        {refused.map((entry) => (
          <li key={entry.key} className="refused-writes__item" data-testid="refused-write">
            <p>
              {t(WHAT[entry.call], { date: new Date(entry.madeAt).toLocaleDateString() })}
              {" — "}
              {entry.refused &&
                describe(
                  new ApiError({
                    status: entry.refused.status,
                    code: entry.refused.code,
                    serverMessage: entry.refused.message,
                  }),
                ).text}
            </p>
            <button type="button" className="btn btn--ghost" onClick={() => void dismiss(userId, entry.key)}>
              {t("offline.refused.dismiss")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OfflineSync() {
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery(api));
  const userId = me.data?.id;
  const entries = useOutboxEntries();

  useEffect(() => {
    // The deck's completions send through it (useCompleteCard): here before the first one.
    void import("./sendOrKeep");
    return persistQueries(queryClient);
  }, [queryClient]);

  useEffect(() => {
    // A browser that refuses IndexedDB (a private window, storage blocked) has no outbox: the app
    // works online as before, and sendOrKeep says so when a write cannot go.
    void openOutbox(userId).catch(() => undefined);
    if (!userId) return;
    let running = false;
    const send = async () => {
      if (running || !navigator.onLine) return;
      running = true;
      try {
        const { landed } = await replay(api, userId);
        const calls = new Set(landed.flatMap(({ entry }) => CHANGED[entry.call]));
        for (const call of calls) void queryClient.invalidateQueries({ queryKey: [call] });
      } catch {
        // No IndexedDB: nothing was kept, so nothing is left to send.
      } finally {
        running = false;
      }
    };
    void send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [api, queryClient, userId]);

  if (!userId) return null;
  return <RefusedWrites userId={userId} refused={entries.filter((entry) => entry.refused)} />;
}
