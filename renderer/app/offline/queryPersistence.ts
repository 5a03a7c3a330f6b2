/**
 * The query cache's part that the deck needs offline (docs/features/offline.md), kept in IndexedDB:
 * who is signed in, the decks of the days read (today's, and tomorrow's read ahead), the balance,
 * and what the cards need (questionnaires, data values, goals, symptoms and medications, the
 * day's entries). It is written a second after the cache changes, with TanStack Query's own
 * dehydrate, and read back into the cache (hydrate) when the app boots from a page that the
 * server did not draw (the service worker's stored shell: main.tsx). A query the cache let go
 * (its gcTime) stays in the store until MAX_AGE_MS, so the deck read this morning is still there
 * this afternoon; the store is emptied for another account or none.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { createStore, del, get, set } from "idb-keyval";
import type { User } from "../../../card-schemas/index";
import type { ApiCallKey } from "../../../card-schemas/apiCalls";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { meKey } from "../session/queries";

/** The calls whose answers are kept. */
export const PERSISTED_CALLS: ReadonlySet<ApiCallKey> = new Set<ApiCallKey>([
  "GET /api/auth/session",
  "GET /api/patient/todo",
  "GET /api/patient/bank",
  "GET /api/patient/questionnaires/:id",
  "GET /api/patient/questionnaires/:id/lastRecord",
  "GET /api/patient/dataValues",
  "GET /api/patient/dailyActivity",
  "GET /api/patient/personalGoals",
  "GET /api/patient/userSymptoms",
  "GET /api/guest/symptoms/",
  "GET /api/patient/symptomEvents",
  "GET /api/patient/medications",
]);

/** How long a kept answer may be shown: two days, so that tomorrow's deck read ahead lasts it. */
export const MAX_AGE_MS = 48 * 60 * 60 * 1000;
/** How long after a change of the cache it is written. */
const SAVE_DELAY_MS = 1000;

const store = createStore("outchi-queries", "cache");
const SNAPSHOT = "snapshot";

interface Snapshot {
  /** The schema version the answers were made for: another one reads nothing back. */
  schema: number;
  /** The account they are of. */
  userId: string;
  queries: DehydratedState["queries"];
}

const persisted = (queryKey: readonly unknown[]) => PERSISTED_CALLS.has(queryKey[0] as ApiCallKey);
const fresh = (query: DehydratedState["queries"][number], now: number) =>
  now - query.state.dataUpdatedAt < MAX_AGE_MS;

/** Puts the kept answers into the cache, where the cache has nothing newer. */
export async function restoreQueries(queryClient: QueryClient, now = Date.now()): Promise<void> {
  const snapshot = await get<Snapshot>(SNAPSHOT, store);
  if (!snapshot || snapshot.schema !== SCHEMA_VERSION) return;
  hydrate(queryClient, {
    mutations: [],
    queries: snapshot.queries.filter((query) => fresh(query, now)),
  });
}

/** Writes the kept answers of the signed-in user now. */
export async function saveQueries(queryClient: QueryClient, now = Date.now()): Promise<void> {
  const userId = queryClient.getQueryData<User | null>(meKey)?.id;
  if (!userId) {
    await del(SNAPSHOT, store);
    return;
  }
  const current = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === "success" && persisted(query.queryKey),
  }).queries;
  const previous = await get<Snapshot>(SNAPSHOT, store);
  const hashes = new Set(current.map((query) => query.queryHash));
  const kept =
    previous?.userId === userId && previous.schema === SCHEMA_VERSION
      ? previous.queries.filter((query) => !hashes.has(query.queryHash) && fresh(query, now))
      : [];
  await set(SNAPSHOT, { schema: SCHEMA_VERSION, userId, queries: [...kept, ...current] }, store);
}

/** Keeps the answers written as the cache changes; returns what stops it. */
export function persistQueries(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void saveQueries(queryClient).catch(() => undefined);
    }, SAVE_DELAY_MS);
  };
  schedule();
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "added" || event.type === "removed" || event.type === "updated") {
      if (persisted(event.query.queryKey)) schedule();
    }
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}
