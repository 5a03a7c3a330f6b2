import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../api/createQueryClient";
import { callKey } from "../api/callKey";
import { meKey } from "../session/queries";
import { MAX_AGE_MS, restoreQueries, saveQueries } from "./queryPersistence";

const deck = callKey("GET /api/patient/todo", { query: { date: "2026-11-29" } });
const tomorrow = callKey("GET /api/patient/todo", { query: { date: "2026-11-30" } });
const shop = callKey("GET /api/patient/shop");

describe("the kept queries", () => {
  it("keep who is signed in and the deck, not what needs the network anyway", async () => {
    const online = createQueryClient();
    online.setQueryData(meKey, { id: "patient-keep" });
    online.setQueryData(deck, { cards: ["a"] });
    online.setQueryData(shop, { items: [] });
    await saveQueries(online);

    const offline = createQueryClient();
    await restoreQueries(offline);
    expect(offline.getQueryData(meKey)).toEqual({ id: "patient-keep" });
    expect(offline.getQueryData(deck)).toEqual({ cards: ["a"] });
    expect(offline.getQueryData(shop)).toBeUndefined();
  });

  it("keep a deck the cache let go until it is too old, and nothing of another account", async () => {
    const now = Date.now();
    const client = createQueryClient();
    client.setQueryData(meKey, { id: "patient-gc" });
    client.setQueryData(tomorrow, { cards: ["ahead"] });
    await saveQueries(client, now);
    client.removeQueries({ queryKey: tomorrow });
    client.setQueryData(deck, { cards: ["b"] });
    await saveQueries(client, now);

    const later = createQueryClient();
    await restoreQueries(later, now + 1000);
    expect(later.getQueryData(tomorrow)).toEqual({ cards: ["ahead"] });
    const tooLate = createQueryClient();
    await restoreQueries(tooLate, now + MAX_AGE_MS + 1000);
    expect(tooLate.getQueryData(tomorrow)).toBeUndefined();

    const other = createQueryClient();
    other.setQueryData(meKey, { id: "patient-other" });
    await saveQueries(other, now);
    const afterSwitch = createQueryClient();
    await restoreQueries(afterSwitch, now);
    expect(afterSwitch.getQueryData(tomorrow)).toBeUndefined();

    const signedOut = createQueryClient();
    signedOut.setQueryData(meKey, null);
    await saveQueries(signedOut, now);
    const afterSignOut = createQueryClient();
    await restoreQueries(afterSignOut, now);
    expect(afterSignOut.getQueryData(meKey)).toBeUndefined();
  });
});
