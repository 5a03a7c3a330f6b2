/**
 * The patient's first day, end to end in Chromium at phone size against the real server and
 * database: sign up → join `tour` → open the deck → complete cards by button, swipe and keyboard →
 * the balance rises by their rewards → reload: completed cards are gone → the lucky wheel pays →
 * an unknown card type shows ERROR and Close dismisses it for good. (tourWalk.test.ts walks every
 * task type of the tour.)
 */
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startAppServer, type AppServer } from "./appServer";
import { consoleErrorsOf, launchChromium, PHONE } from "./browser";

interface WireCard {
  id: string;
  type: string;
  rewards: number;
  task?: { type: string };
}

const SHOTS = "test-results/screenshots";
let server: AppServer;
let browser: Browser;
let page: Page;
let consoleErrors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startAppServer();
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, reducedMotion: "reduce" });
  page = await context.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
  consoleErrors = consoleErrorsOf(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
const currentCard = () => page.locator('[data-slide-current="true"] [data-testid="card"]');

async function todoCards(): Promise<WireCard[]> {
  const response = await page.request.get(`${server.url}/api/patient/todo`);
  expect(response.ok()).toBe(true);
  return (await response.json()).value.cards;
}

async function balance(): Promise<number> {
  const response = await page.request.get(`${server.url}/api/patient/bank`);
  return (await response.json()).value.amount;
}

/** Does what the current card's task asks, so that its Done button is enabled. */
async function prepareCurrent(taskType: string): Promise<void> {
  const card = currentCard();
  if (taskType === "CHOICE") await card.getByTestId("choice").first().click();
  if (taskType === "CHRONO") {
    await card.getByRole("button", { name: "Start" }).click();
    await expect.poll(() => card.getByRole("timer").textContent()).not.toMatch(/^0+:0+\.0$/);
  }
  if (taskType === "ENIGME") {
    await card.getByRole("button", { name: "See the answer" }).click();
    await card.getByTestId("enigme-answer").waitFor();
  }
}

async function expectGone(id: string): Promise<void> {
  await page.locator(`[data-testid="card"][data-card-id="${id}"]`).waitFor({ state: "detached" });
}

describe("the daily deck in the browser", () => {
  let cards: WireCard[] = [];
  const taskTypeOf = (id: string) => cards.find((c) => c.id === id)?.task?.type ?? "";
  const rewardsOf = (id: string) => cards.find((c) => c.id === id)?.rewards ?? 0;
  const completed: string[] = [];

  it("signs up and joins the tour program", async () => {
    await page.goto(`${server.url}/app/guest/auth?nextPage=/app/patient/program`);
    await page.getByTestId("auth-mode-signUp").click();
    const form = page.getByTestId("auth-form-signUp");
    await form.locator('[name="email"]').fill(`e2e-${Date.now()}@test.outchi`);
    await form.locator('[name="password"]').fill("a long enough password");
    await form.locator('[name="language"]').selectOption("en");
    await shot("01-sign-up");
    await page.getByTestId("auth-submit").click();
    await page.waitForURL("**/app/patient/program");
    const tour = page.locator('[data-testid="program"][data-program-id="tour"]');
    await tour.getByTestId("subscribe").click();
    await tour.getByTestId("subscribed").waitFor();
    await shot("02-programs");
    cards = await todoCards();
    // The tour opens on the first five task types, in this order; more types follow.
    expect(cards.slice(0, 7).map((c) => c.task?.type)).toEqual([
      "DEFAULT",
      "MEDIA",
      "MEDIA",
      "MEDIA",
      "CHOICE",
      "CHRONO",
      "ENIGME",
    ]);
    expect(await balance()).toBe(0);
  });

  it("opens the deck from home", async () => {
    await page.goto(`${server.url}/app/patient`);
    await page.getByTestId("open-deck").click();
    await page.waitForURL("**/app/patient/tasks");
    await page.getByTestId("deck").waitFor();
    await expect.poll(() => page.getByTestId("card").count()).toBe(cards.length);
    expect(await page.getByTestId("wheel-progress").textContent()).toContain("0/6");
    await shot("03-deck");
  });

  it("completes a card by its button", async () => {
    const id = (await currentCard().getAttribute("data-card-id"))!;
    await prepareCurrent(taskTypeOf(id));
    await currentCard().getByTestId("card-done").click();
    await expectGone(id);
    completed.push(id);
    // The card leaves at once; the counter moves when the server has answered.
    await expect.poll(() => page.getByTestId("wheel-progress").textContent()).toContain("1/6");
  });

  it("swipes to the next card and completes it", async () => {
    const before = (await currentCard().getAttribute("data-card-id"))!;
    const box = (await page.getByTestId("deck").boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.85, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => currentCard().getAttribute("data-card-id")).not.toBe(before);
    await shot("04-after-swipe");
    const id = (await currentCard().getAttribute("data-card-id"))!;
    await prepareCurrent(taskTypeOf(id));
    await currentCard().getByTestId("card-done").click();
    await expectGone(id);
    completed.push(id);
  });

  it("moves with the arrow keys and completes with Enter", async () => {
    await page.getByTestId("deck").focus();
    const before = (await currentCard().getAttribute("data-card-id"))!;
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => currentCard().getAttribute("data-card-id")).not.toBe(before);
    const id = (await currentCard().getAttribute("data-card-id"))!;
    await prepareCurrent(taskTypeOf(id));
    await currentCard().getByTestId("card-done").focus();
    await page.keyboard.press("Enter");
    await expectGone(id);
    completed.push(id);
  });

  it("completes every other task type but one, each with its own component", async () => {
    while (completed.length < 6) {
      const id = (await currentCard().getAttribute("data-card-id"))!;
      await shot(`05-${taskTypeOf(id).toLowerCase()}-${completed.length}`);
      await prepareCurrent(taskTypeOf(id));
      await currentCard().getByTestId("card-done").click();
      await expectGone(id);
      completed.push(id);
    }
    const earned = completed.reduce((sum, id) => sum + rewardsOf(id), 0);
    await expect.poll(balance).toBe(earned);
    // Six cards done: the deck opens on the lucky wheel.
    await page.getByTestId("lucky-wheel").waitFor();
    await expect.poll(() => page.getByTestId("wheel-progress").textContent()).toContain("6/6");
    await shot("06-wheel-ready");
  });

  it("shows the balance at home and keeps completed cards gone after a reload", async () => {
    const earned = completed.reduce((sum, id) => sum + rewardsOf(id), 0);
    await page.goto(`${server.url}/app/patient`);
    await expect.poll(() => page.getByTestId("balance").textContent()).toContain(String(earned));
    await shot("07-home-balance");
    await page.goto(`${server.url}/app/patient/tasks`);
    await page.getByTestId("deck").waitFor();
    await page.getByTestId("lucky-wheel").waitFor();
    const shown = await page
      .getByTestId("card")
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-card-id")));
    expect(shown).toHaveLength(cards.length - completed.length);
    for (const id of completed) expect(shown).not.toContain(id);
  });

  it("spins the lucky wheel once, pays its reward and resets the counter", async () => {
    const before = await balance();
    const draw = page.waitForResponse((r) => r.url().includes("/api/patient/luckyOutchi"));
    await page.getByTestId("wheel-spin").click();
    const { value } = await (await draw).json();
    // The wheel spins for LUCKY_WHEEL_SPIN_MS (2 s) before it shows the result.
    await expect
      .poll(() => page.getByTestId("lucky-wheel").getAttribute("data-state"), { timeout: 5000 })
      .toMatch(/won|noReward/);
    await shot("08-wheel-result");
    expect(await balance()).toBe(before + value.reward);
    await page.getByTestId("wheel-close").click();
    await expect.poll(() => page.getByTestId("wheel-progress").textContent()).toContain("0/6");
  });

  it("logged no error in the page along the way", () => {
    expect(consoleErrors).toEqual([]);
  });

  it("shows ERROR for a card type it does not know, and Close dismisses it", async () => {
    const [remaining] = await todoCards();
    expect(remaining).toBeDefined();
    // A newer server could send a type this renderer was not built with.
    await page.route("**/api/patient/todo*", async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const card of body.value.cards) if (card.id === remaining!.id) card.type = "HOLOGRAM";
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    const errorCard = page.getByTestId("error-card");
    await errorCard.waitFor();
    expect(await errorCard.textContent()).toContain("ERROR");
    // …and the renderer reported it, for the authors to hear of.
    expect(consoleErrors.some((error) => error.includes("unknown card type HOLOGRAM"))).toBe(true);
    await shot("09-error-card");
    const dismissed = page.waitForResponse((r) =>
      r.url().includes(`/notifications/validate/${remaining!.id}`),
    );
    await errorCard.getByRole("button", { name: "Close" }).click();
    await expectGone(remaining!.id);
    expect((await dismissed).ok()).toBe(true);
    await page.unroute("**/api/patient/todo*");
    await page.reload();
    await page.getByTestId("deck").waitFor();
    expect((await todoCards()).map((c) => c.id)).not.toContain(remaining!.id);
    expect(await page.locator(`[data-card-id="${remaining!.id}"]`).count()).toBe(0);
  });
});
