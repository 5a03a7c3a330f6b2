/**
 * The offline deck (docs/features/offline.md) in Chromium against the built server: a patient opens
 * the deck online, loses the network, reloads the page (the service worker's stored shell, the
 * kept answers), completes three cards of different types and the daily entry, and once back
 * online the outbox lands each write once: the balance rises by the cards' rewards exactly once.
 * Then the same with the replay cut halfway: the server did the write but its answer was lost, the
 * page reloads and sends it again under its key, which the server answers without paying again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startAppServer, type AppServer } from "./appServer";
import { launchChromium, openLive, PHONE } from "./browser";
import { screenshotsOnFailure } from "./failureShots";
import { taskWalkers, textsOf, todoCards, type DeckCard } from "./taskWalkers";

let server: AppServer;
let browser: Browser;
const t = textsOf("en");

screenshotsOnFailure();

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A new patient signed in in `context`, following the tour, with a water goal (the daily entry). */
async function newPatient(context: BrowserContext, name: string): Promise<Page> {
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
  const api = (path: string, data: unknown) =>
    page.request.post(`${server.url}${path}`, { data, headers: { "X-Requested-With": "fetch" } });
  const email = `offline-${name}-${Date.now()}@test.outchi`;
  expect(
    (await api("/api/auth/signup", { email, password: "a long enough password", language: "en" })).status(),
  ).toBe(202);
  const token = new URL(await server.mailLink(email)).searchParams.get("token");
  expect((await api("/api/auth/verify", { token })).status()).toBe(200);
  expect((await api("/api/patient/study/subscribe/tour", {})).ok()).toBe(true);
  const goal = { dataValue: "water", typeOfGoal: "EVERYDAY_MORE", period: 7, value: 8 };
  expect((await api("/api/patient/personalGoals", goal)).status()).toBe(201);
  return page;
}

async function bank(page: Page): Promise<{ amount: number; allTimeAmount: number }> {
  return (await (await page.request.get(`${server.url}/api/patient/bank`)).json()).value;
}

/** What the browser keeps of the outbox and of the answers, read in the page. */
function kept(page: Page) {
  return page.evaluate(async () => {
    const read = (db: string, store: string) =>
      new Promise<Array<{ key: IDBValidKey; value: unknown }>>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(store).objectStore(store).openCursor();
          const rows: Array<{ key: IDBValidKey; value: unknown }> = [];
          request.onsuccess = () => {
            const cursor = request.result;
            if (!cursor) {
              open.result.close();
              resolve(rows);
              return;
            }
            rows.push({ key: cursor.key, value: cursor.value });
            cursor.continue();
          };
        };
      });
    const outbox = (await read("outchi-outbox", "entries")).flatMap((row) => row.value as unknown[]);
    const snapshot = (await read("outchi-queries", "cache"))[0]?.value as
      { queries: Array<{ queryKey: unknown[] }> } | undefined;
    return {
      outbox: outbox.length,
      calls: snapshot?.queries.map((query) => String(query.queryKey[0])) ?? [],
    };
  });
}

/** The slide of `card`, through the pager as a patient would. */
async function goTo(page: Page, card: DeckCard): Promise<void> {
  const slides = page.locator(".deck__slide");
  const place = await slides.evaluateAll(
    (nodes, id) => nodes.findIndex((node) => node.querySelector(`[data-card-id="${id}"]`)),
    card.id,
  );
  expect(place, `${card.task?.type ?? card.type} is in the deck`).toBeGreaterThanOrEqual(0);
  if ((await slides.count()) > 1) {
    await page.locator('[data-testid="pager-dot"][aria-current="step"]').focus();
    await page.keyboard.press("Home");
    for (let i = 0; i < place; i++) await page.keyboard.press("ArrowRight");
  }
  await page.locator(`[data-slide-current="true"] [data-card-id="${card.id}"]`).waitFor();
}

/**
 * Completes, with the network gone, three tour cards of different types and the daily entry;
 * answers the cards completed, the daily entry's included.
 */
async function completeOffline(page: Page, cards: DeckCard[]): Promise<DeckCard[]> {
  const walkers = taskWalkers(page, t);
  const tasks = ["CHOICE", "CHRONO", "ENIGME"].map((type) => cards.find((card) => card.task?.type === type)!);
  for (const card of tasks) {
    await goTo(page, card);
    const slide = page.locator(`[data-testid="card"][data-card-id="${card.id}"]`);
    await walkers[card.task!.type]!(slide);
    await slide.waitFor({ state: "detached" });
  }
  const entry = cards.find((card) => card.type === "GOAL_DEFAULT")!;
  await goTo(page, entry);
  const slide = page.locator(`[data-testid="card"][data-card-id="${entry.id}"]`);
  await slide.getByRole("button", { name: t("dailyEntry.increase"), exact: true }).click();
  await slide.getByRole("button", { name: t("dailyEntry.save"), exact: true }).click();
  await slide.getByTestId("daily-entry-done").waitFor();
  await slide.getByTestId("card-done").click();
  await slide.waitFor({ state: "detached" });
  return [...tasks, entry];
}

const rewardsOf = (cards: DeckCard[]) =>
  cards.reduce((sum, card) => sum + (card as DeckCard & { rewards: number }).rewards, 0);

describe("the offline deck", () => {
  it("completes cards and the daily entry offline after a reload, and lands each once back online", async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      reducedMotion: "reduce",
      serviceWorkers: "allow",
    });
    const page = await newPatient(context, "reload");
    const cards = await todoCards(page, server.url);
    const before = await bank(page);

    await openLive(page, `${server.url}/app/patient/tasks`);
    await page.getByTestId("card").first().waitFor();
    // The worker installs with the deck up; the next load is its (a reload offline is served by it).
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await openLive(page, `${server.url}/app/patient/tasks`);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The deck and what the daily entry reads are kept before the network goes.
    await expect
      .poll(async () => (await kept(page)).calls, { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          "GET /api/auth/session",
          "GET /api/patient/todo",
          "GET /api/patient/dataValues",
          "GET /api/patient/personalGoals",
        ]),
      );

    await context.setOffline(true);
    await page.reload();
    await page.locator("html[data-live]").waitFor({ state: "attached" });
    await page.getByTestId("card").first().waitFor();
    const counter = await page.getByTestId("wheel-count").textContent();
    const done = await completeOffline(page, cards);
    // Kept, not lost: four writes for the cards, one for the entry; the wheel counts the cards. A card
    // leaves the deck as it is done, and its write is kept in IndexedDB a moment later.
    await expect.poll(async () => (await kept(page)).outbox).toBe(5);
    await expect
      .poll(() => page.getByTestId("wheel-pending").textContent())
      .toBe(t("offline.pendingWheel", { count: done.length }));
    expect(await page.getByTestId("wheel-count").textContent()).not.toBe(counter);

    await context.setOffline(false);
    await expect.poll(async () => (await kept(page)).outbox, { timeout: 15_000 }).toBe(0);
    const after = await bank(page);
    expect(after.allTimeAmount - before.allTimeAmount).toBe(rewardsOf(done));
    const left = (await todoCards(page, server.url)).map((card) => card.id);
    for (const card of done) expect(left).not.toContain(card.id);
    const day = (done[0] as DeckCard & { date: string }).date;
    const entries = await page.request.get(`${server.url}/api/patient/dailyActivity?date=${day}`);
    expect((await entries.json()).value.items.map((item: { value: string }) => item.value)).toEqual([
      "water",
    ]);
    await context.close();
  });

  it("lands each write once when the replay is cut after the server did one, and the page is reloaded", async () => {
    // No worker here: the cut is made on the page's own requests, which a worker would not show.
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, reducedMotion: "reduce" });
    const page = await newPatient(context, "cut");
    const cards = await todoCards(page, server.url);
    const before = await bank(page);
    await openLive(page, `${server.url}/app/patient/tasks`);
    await page.getByTestId("card").first().waitFor();
    // The outbox's code comes once the page is up: the deck is kept by then.
    await expect
      .poll(async () => (await kept(page)).calls, { timeout: 10_000 })
      .toContain("GET /api/patient/todo");
    // Without a worker nothing is precached: the cards' code comes as the patient looks at them.
    for (const card of cards.filter((item) =>
      ["CHOICE", "CHRONO", "ENIGME"].includes(item.task?.type ?? ""),
    )) {
      await goTo(page, card);
    }
    const entry = cards.find((card) => card.type === "GOAL_DEFAULT")!;
    await goTo(page, entry);
    await page
      .locator(`[data-card-id="${entry.id}"]`)
      .getByRole("button", { name: t("dailyEntry.increase"), exact: true })
      .waitFor();

    await context.setOffline(true);
    const done = await completeOffline(page, cards);
    await expect.poll(async () => (await kept(page)).outbox).toBe(5);

    // The second write the replay sends reaches the server, which does it; its answer never comes back.
    let sent = 0;
    let cutKey = "";
    let cut = false;
    await page.route(/\/api\/patient\/(notifications\/validate|dailyActivity)/, async (route) => {
      sent += 1;
      if (sent !== 2) return route.continue();
      cutKey = (route.request().postDataJSON() as { key: string }).key;
      await route.fetch();
      await route.abort("connectionreset");
      cut = true;
    });
    await context.setOffline(false);
    await expect.poll(() => cut, { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await kept(page)).outbox).toBe(4);
    await page.unroute(/\/api\/patient\/(notifications\/validate|dailyActivity)/);

    // The next start replays what is left, the cut write first, under the same key.
    const replayed: string[] = [];
    page.on("request", (request) => {
      if (
        request.method() !== "GET" &&
        /\/api\/patient\/(notifications\/validate|dailyActivity)/.test(request.url())
      ) {
        replayed.push((request.postDataJSON() as { key: string }).key);
      }
    });
    await openLive(page, `${server.url}/app/patient/tasks`);
    await expect.poll(async () => (await kept(page)).outbox, { timeout: 15_000 }).toBe(0);
    expect(replayed).toHaveLength(4);
    expect(replayed[0]).toBe(cutKey);
    const after = await bank(page);
    expect(after.allTimeAmount - before.allTimeAmount).toBe(rewardsOf(done));
    const left = (await todoCards(page, server.url)).map((card) => card.id);
    for (const card of done) expect(left).not.toContain(card.id);
    await context.close();
  });
});
