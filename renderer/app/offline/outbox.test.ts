import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../api/client";
import { ApiError, CLIENT_ERROR_CODES } from "../api/ApiError";
import { dismiss, keep, replay, REPLAY_LOCK } from "./outbox";
import { pendingOf, showOutbox, type OutboxEntry } from "./outboxState";
import { sendOrKeep } from "./sendOrKeep";

let user = 0;
/** Each test its own account, so their outboxes never meet. */
const newUser = () => `patient-${++user}-${Date.now()}`;

function entry(key: string, rewards = 0): OutboxEntry {
  return {
    key,
    call: "POST /api/patient/notifications/validate/:notificationId",
    params: { notificationId: `card-${key}` },
    body: { value: { done: true }, key },
    madeAt: "2026-11-29T08:00:00.000Z",
    rewards,
    movesWheel: true,
  };
}

/** An API whose answers the test decides, call by call; it records what was sent. */
function scriptedApi(answer: (body: { key: string }) => Promise<unknown> | unknown) {
  const sent: string[] = [];
  const api = {
    call: vi.fn(async (_call: string, input: { body: { key: string } }) => {
      sent.push(input.body.key);
      return answer(input.body);
    }),
  } as unknown as ApiClient;
  return { api, sent };
}

const network = () => new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network });
const landed = { events: [], userMetadata: { luckyOutchi: 1 } };

afterEach(() => {
  vi.unstubAllGlobals();
  showOutbox([]);
});

describe("the outbox", () => {
  it("replays the kept writes in the order they were made, each with its key, and empties", async () => {
    const owner = newUser();
    for (const key of ["key-aaaaaaa1", "key-aaaaaaa2", "key-aaaaaaa3"]) await keep(owner, entry(key, 10));
    const { api, sent } = scriptedApi(() => landed);
    const outcome = await replay(api, owner);
    expect(sent).toEqual(["key-aaaaaaa1", "key-aaaaaaa2", "key-aaaaaaa3"]);
    expect(outcome.landed.map((item) => item.entry.key)).toEqual(sent);
    expect((await replay(api, owner)).landed).toEqual([]);
    expect(sent).toHaveLength(3);
  });

  it("stops at a network failure and sends the same write, same key, on the next replay", async () => {
    const owner = newUser();
    for (const key of ["key-bbbbbbb1", "key-bbbbbbb2", "key-bbbbbbb3"]) await keep(owner, entry(key));
    let cut = true;
    const { api, sent } = scriptedApi((body) => {
      if (cut && body.key === "key-bbbbbbb2") throw network();
      return landed;
    });
    const first = await replay(api, owner);
    expect(first).toMatchObject({ stopped: true, refused: [] });
    expect(first.landed.map((item) => item.entry.key)).toEqual(["key-bbbbbbb1"]);
    cut = false;
    const second = await replay(api, owner);
    expect(second.landed.map((item) => item.entry.key)).toEqual(["key-bbbbbbb2", "key-bbbbbbb3"]);
    expect(sent).toEqual(["key-bbbbbbb1", "key-bbbbbbb2", "key-bbbbbbb2", "key-bbbbbbb3"]);
  });

  it("keeps a write the server answered 5xx for the next replay, and never skips ahead of it", async () => {
    const owner = newUser();
    for (const key of ["key-ccccccc1", "key-ccccccc2"]) await keep(owner, entry(key));
    const { api, sent } = scriptedApi(() => {
      throw new ApiError({ status: 503, code: "DATABASE_UNAVAILABLE" });
    });
    expect((await replay(api, owner)).stopped).toBe(true);
    expect(sent).toEqual(["key-ccccccc1"]);
  });

  it("keeps a refused write with its reason until dismissed, and replays the ones after it", async () => {
    const owner = newUser();
    for (const key of ["key-ddddddd1", "key-ddddddd2"]) await keep(owner, entry(key, 7));
    const { api, sent } = scriptedApi((body) => {
      if (body.key === "key-ddddddd1") {
        throw new ApiError({ status: 409, code: "CARD_EXPIRED", serverMessage: "This card's day is over" });
      }
      return landed;
    });
    const outcome = await replay(api, owner);
    expect(outcome.refused.map((item) => [item.key, item.refused])).toEqual([
      ["key-ddddddd1", { status: 409, code: "CARD_EXPIRED", message: "This card's day is over" }],
    ]);
    expect(outcome.landed.map((item) => item.entry.key)).toEqual(["key-ddddddd2"]);
    // Refused: never sent again, and no longer pending.
    await replay(api, owner);
    expect(sent).toEqual(["key-ddddddd1", "key-ddddddd2"]);
    const { get, createStore } = await import("idb-keyval");
    const stored = () => get<OutboxEntry[]>(`user:${owner}`, createStore("outchi-outbox", "entries"));
    expect((await stored())?.map((item) => item.key)).toEqual(["key-ddddddd1"]);
    expect(pendingOf((await stored()) ?? [])).toEqual({ writes: 0, rewards: 0, wheel: 0 });
    await dismiss(owner, "key-ddddddd1");
    expect(await stored()).toEqual([]);
  });

  it("lets one tab replay at a time: a second waits for the lock and sends only what is left", async () => {
    const owner = newUser();
    for (const key of ["key-eeeeeee1", "key-eeeeeee2"]) await keep(owner, entry(key));
    // A Web Lock manager of one exclusive lock per name, as two tabs of one browser share it.
    const held = new Map<string, Promise<unknown>>();
    const names: string[] = [];
    vi.stubGlobal("navigator", {
      ...navigator,
      locks: {
        request: (name: string, work: () => Promise<unknown>) => {
          names.push(name);
          const run = (held.get(name) ?? Promise.resolve()).then(work, work);
          held.set(
            name,
            run.catch(() => undefined),
          );
          return run;
        },
      },
    });
    const tabA = scriptedApi(() => landed);
    const tabB = scriptedApi(() => landed);
    const [a, b] = await Promise.all([replay(tabA.api, owner), replay(tabB.api, owner)]);
    expect(names).toEqual([REPLAY_LOCK, REPLAY_LOCK]);
    expect(a.landed).toHaveLength(2);
    expect(b.landed).toHaveLength(0);
    expect([...tabA.sent, ...tabB.sent]).toEqual(["key-eeeeeee1", "key-eeeeeee2"]);
  });

  it("keeps a write made offline without trying the network, and one whose request failed under the key it was sent with", async () => {
    const owner = newUser();
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    const offline = scriptedApi(() => landed);
    const kept = await sendOrKeep(
      offline.api,
      owner,
      "PUT /api/patient/dailyActivity",
      { body: { value: "mood", date: "2026-11-29", intensity: 3 } },
      {},
    );
    expect(kept.kept).toBe(true);
    expect(offline.sent).toEqual([]);
    vi.stubGlobal("navigator", { ...navigator, onLine: true });
    const failing = scriptedApi(() => {
      throw network();
    });
    const second = await sendOrKeep(
      failing.api,
      owner,
      "POST /api/patient/notifications/validate/:notificationId",
      { params: { notificationId: "card-1" }, body: { value: { done: true } } },
      { rewards: 10, movesWheel: true },
    );
    expect(second.kept).toBe(true);
    expect(failing.sent).toEqual([second.kept ? second.key : ""]);
    const { api, sent } = scriptedApi(() => landed);
    await replay(api, owner);
    expect(sent).toEqual([kept.kept ? kept.key : "", second.kept ? second.key : ""]);
  });

  it("sends online and answers the server's answer, keeping nothing; a refusal is the caller's", async () => {
    const owner = newUser();
    const { api, sent } = scriptedApi(() => landed);
    const answer = await sendOrKeep(api, owner, "POST /api/patient/notifications/validate/:notificationId", {
      params: { notificationId: "card-2" },
      body: { value: { done: true } },
    });
    expect(answer).toEqual({ kept: false, answer: landed });
    expect(sent).toHaveLength(1);
    const refusing = scriptedApi(() => {
      throw new ApiError({ status: 409, code: "CARD_EXPIRED" });
    });
    await expect(
      sendOrKeep(refusing.api, owner, "POST /api/patient/notifications/validate/:notificationId", {
        params: { notificationId: "card-3" },
        body: { value: { done: true } },
      }),
    ).rejects.toMatchObject({ code: "CARD_EXPIRED" });
    expect((await replay(api, owner)).landed).toEqual([]);
  });
});
