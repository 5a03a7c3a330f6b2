/**
 * The patient's first day, end to end in Chromium at phone size against the real server and
 * database: sign up → join `tour` → open the deck → swipe with a finger and the mouse → focus stays
 * in the deck and Escape gives it back → complete cards by button, swipe and keyboard →
 * the balance rises by their rewards → reload: completed cards are gone → the lucky wheel pays →
 * an unknown card type shows ERROR and Close dismisses it for good. (tourWalk.test.ts walks the
 * tour's first day card by card.)
 */
import { describe, expect, it, onTestFinished } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { PAGE_DATA_ELEMENT_ID } from "../card-schemas/sessionElement";
import type { AppServer } from "./appServer";
import { axeViolations } from "./axe";
import { consoleErrorsOf, openLive, PHONE } from "./browser";
import { patientBalance } from "./patientBalance";
import { phoneJourney } from "./phoneJourney";
import { fingerOn, swipeReady, type Finger } from "./touch";

interface WireCard {
  id: string;
  type: string;
  rewards: number;
  task?: { type: string };
}

/** UTC+14, and UTC-11 for a phone set to another zone: their days always differ. */
const PATIENT_ZONE = "Pacific/Kiritimati";
const OTHER_ZONE = "Pacific/Pago_Pago";
let server: AppServer;
let browser: Browser;
let page: Page;
let finger: Finger;
let consoleErrors: string[] = [];

// A zone whose day is ahead of the machine's: the account takes the browser's zone at sign-up.
phoneJourney(
  async (journey) => {
    ({ server, browser, page, consoleErrors } = journey);
    finger = await fingerOn(page);
  },
  { timezoneId: PATIENT_ZONE },
);

const currentCard = () => page.locator('[data-slide-current="true"] [data-testid="card"]');
const currentId = () => currentCard().getAttribute("data-card-id");
const currentSlide = () => page.locator('[data-slide-current="true"]');

async function expectSwipe(from: () => Locator, direction: "left" | "right"): Promise<void> {
  const before = await currentId();
  await finger.swipe(from(), direction);
  await expect.poll(currentId, { timeout: 3000 }).not.toBe(before);
}

async function todoCards(): Promise<WireCard[]> {
  const response = await page.request.get(`${server.url}/api/patient/todo`);
  expect(response.ok()).toBe(true);
  return (await response.json()).value.cards;
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
    await openLive(page, `${server.url}/app/guest/auth?nextPage=/app/patient/program`);
    await page.getByTestId("auth-mode-signUp").click();
    const form = page.getByTestId("auth-form-signUp");
    const email = `e2e-${Date.now()}@test.outchi`;
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="name"]').fill("Camille");
    await form.locator('[name="password"]').fill("a long enough password");
    await form.locator('[name="language"]').selectOption("en");
    expect(await axeViolations(page), "sign-up page").toEqual([]);
    await page.getByTestId("auth-submit").click();
    await page.getByTestId("auth-check-email").waitFor();
    expect(await axeViolations(page), "check your email").toEqual([]);
    // The link the server emailed, which signs in and goes on to the page asked for.
    await openLive(page, await server.mailLink(email));
    await page.waitForURL("**/app/patient/program");
    const session = await (await page.request.get(`${server.url}/api/auth/session`)).json();
    expect(session.value.user.timeZone).toBe(PATIENT_ZONE);
    const tour = page.locator('[data-testid="program"][data-program-id="tour"]');
    await tour.getByTestId("subscribe").click();
    await tour.getByTestId("subscribed").waitFor();
    expect(await axeViolations(page), "programs page").toEqual([]);
    cards = await todoCards();
    // The tour's first day is a few cards, in this order; more types follow on the next days.
    expect(cards.map((c) => c.task?.type)).toEqual([
      "DEFAULT",
      "MEDIA",
      "CHOICE",
      "CHRONO",
      "ENIGME",
      "MEDIA",
    ]);
    expect(await patientBalance(page, server)).toBe(0);
  });

  it("opens the deck from home", async () => {
    await openLive(page, `${server.url}/app/patient`);
    // Greeted by the name given at sign-up, never by the email.
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Hello Camille");
    await page.getByTestId("open-deck").click();
    await page.waitForURL("**/app/patient/tasks");
    await page.getByTestId("deck").waitFor();
    await expect.poll(() => page.getByTestId("card").count()).toBe(cards.length);
    expect(await page.getByTestId("wheel-count").textContent()).toContain("0/6");
  });

  it("deals the account's day on a phone set to a zone where it is another day", async () => {
    const elsewhere = await browser.newContext({ viewport: PHONE, timezoneId: OTHER_ZONE });
    onTestFinished(() => elsewhere.close());
    await elsewhere.addCookies(await page.context().cookies());
    const phone = await elsewhere.newPage();
    expect(await phone.evaluate(() => new Date().getDate())).not.toBe(
      await page.evaluate(() => new Date().getDate()),
    );
    await openLive(phone, `${server.url}/app/patient/tasks`);
    await phone.getByTestId("deck").waitFor();
    await expect.poll(() => phone.getByTestId("card").count()).toBe(cards.length);
  });

  it("draws the deck's first card in its page, before any script has run", async () => {
    const scriptless = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      timezoneId: PATIENT_ZONE,
    });
    onTestFinished(() => scriptless.close());
    await scriptless.addCookies(await page.context().cookies());
    const phone = await scriptless.newPage();
    await phone.goto(`${server.url}/app/patient/tasks`);
    const first = phone.locator('[data-slide-current="true"] [data-testid="card"]');
    expect(await first.getAttribute("data-card-id")).toBe(cards[0]!.id);
    expect(await first.isVisible()).toBe(true);
    expect(await phone.getByTestId("card").count()).toBe(cards.length);
  });

  it.each([
    ["the deck", "/app/patient/tasks", '[data-testid="card"]'],
    ["home", "/app/patient", "main h1"],
  ])(
    "takes %s over in place: the elements the phone painted are the live ones",
    async (_, path, drawnElement) => {
      const phone = await page.context().newPage();
      const errors = await consoleErrorsOf(phone);
      onTestFinished(() => phone.close());
      await phone.addInitScript((selector) => {
        document.addEventListener("readystatechange", () => {
          if (document.readyState !== "interactive") return;
          Object.assign(window, { drawnElement: document.querySelector(selector) });
        });
      }, drawnElement);
      await openLive(phone, `${server.url}${path}`);
      await phone.locator(drawnElement).first().waitFor();
      const kept = await phone.evaluate(() => {
        const drawn = (window as unknown as { drawnElement: Element | null }).drawnElement;
        return { drawn: drawn !== null, connected: drawn?.isConnected ?? false };
      });
      expect(kept).toEqual({ drawn: true, connected: true });
      expect(errors).toEqual([]);
    },
  );

  it("asks for the scripts once the drawn deck is painted and its picture is in, and the rest of the catalog once it runs", async () => {
    const phone = await page.context().newPage();
    onTestFinished(() => phone.close());
    await phone.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-live")) return;
        Object.assign(window, { liveAt: performance.now() });
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-live"] });
    });
    await openLive(phone, `${server.url}/app/patient/tasks`);
    const catalog = /\/assets\/(fr|en|it|es)-[\w-]+\.js$/;
    await phone.waitForFunction(
      (pattern) =>
        performance.getEntriesByType("resource").filter((entry) => new RegExp(pattern).test(entry.name))
          .length === 2,
      catalog.source,
    );
    const timings = await phone.evaluate((pattern) => {
      const listed = JSON.parse(document.getElementById("outchi-scripts")!.textContent!) as string[];
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const at = (path: string) => resources.find((entry) => new URL(entry.name).pathname === path)!;
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const picture = document.querySelector<HTMLImageElement>('[data-slide-current="true"] img')!;
      return {
        painted: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
        loaded: navigation.loadEventStart,
        picture: at(new URL(picture.src).pathname).responseEnd,
        boot: at(listed[0]!).startTime,
        live: (window as unknown as { liveAt: number }).liveAt,
        laterCatalog: resources.find(
          (entry) => new RegExp(pattern).test(entry.name) && !listed.includes(new URL(entry.name).pathname),
        )!.startTime,
      };
    }, catalog.source);
    expect(timings.boot).toBeGreaterThanOrEqual(timings.painted);
    expect(timings.boot).toBeGreaterThanOrEqual(timings.loaded);
    expect(timings.boot).toBeGreaterThanOrEqual(timings.picture);
    expect(timings.laterCatalog).toBeGreaterThanOrEqual(timings.live);
  });

  it("has no axe violation on the deck", async () => {
    expect(await axeViolations(page)).toEqual([]);
  });

  it("opens the card's program from its title without reloading the page, and Back returns to the deck", async () => {
    const id = await currentId();
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const link = currentCard().getByTestId("task-study-link");
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/app\/patient\/program\/studies\/[^/]+$/);
    await link.tap();
    await page.waitForURL((url) => url.pathname === href);
    // The program the patient follows: its page offers the deck back.
    await page.getByTestId("open-deck").waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goBack();
    await expect.poll(currentId).toBe(id);
  });

  it("swipes with a finger from the picture, the text and empty space of a short card", async () => {
    const picture = () => currentCard().locator("img").first();
    await picture().waitFor();
    await expectSwipe(picture, "left");
    await expectSwipe(() => currentCard().locator("h2, h3, p").first(), "right");
    // Below the card, on the slide itself: empty space is the deck's too.
    const first = await currentId();
    const slideBox = (await currentSlide().boundingBox())!;
    const cardBox = (await currentCard().boundingBox())!;
    const y = (cardBox.y + cardBox.height + slideBox.y + slideBox.height) / 2;
    expect(y - (cardBox.y + cardBox.height), "no empty space under the card").toBeGreaterThan(20);
    await finger.drag({ x: PHONE.width * 0.85, y }, { x: PHONE.width * 0.15, y });
    await expect.poll(currentId).not.toBe(first);
    await finger.drag({ x: PHONE.width * 0.15, y }, { x: PHONE.width * 0.85, y });
    await expect.poll(currentId).toBe(first);
  });

  it("scrolls a long card with a finger and still swipes it", async () => {
    // On a short phone the first card is taller than its slide.
    await page.setViewportSize({ width: PHONE.width, height: 460 });
    // Put back after the failure screenshot (failureShots.ts), which shows the short phone.
    onTestFinished(() => page.setViewportSize(PHONE));
    const first = await currentId();
    await swipeReady(currentSlide());
    const scrollTop = () => currentSlide().evaluate((slide) => slide.scrollTop);
    expect(await currentSlide().evaluate((slide) => slide.scrollHeight > slide.clientHeight + 40)).toBe(true);
    await finger.drag({ x: PHONE.width / 2, y: 380 }, { x: PHONE.width / 2 + 4, y: 150 });
    await expect.poll(scrollTop).toBeGreaterThan(40);
    expect(await currentId()).toBe(first);
    // Swiped from wherever the finger lands on the scrolled card.
    await finger.drag({ x: PHONE.width * 0.85, y: 300 }, { x: PHONE.width * 0.15, y: 306 });
    await expect.poll(currentId).not.toBe(first);
    // (The next card is a video: a finger on its player belongs to the player.)
    await finger.swipe(currentCard().getByRole("heading").first(), "right");
    await expect.poll(currentId).toBe(first);
  });

  it("swipes with the mouse from the picture, which the browser does not drag away", async () => {
    const before = await currentId();
    await swipeReady(currentSlide());
    const box = (await currentCard().locator("img").first().boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.9, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.05 - 40, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(currentId).not.toBe(before);
    await currentSlide().focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(currentId).toBe(before);
  });

  it("keeps focus in the deck, with the pager as one stop, and Escape gives it back to the opener", async () => {
    const inDeck = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return {
          inside: document.querySelector('[data-testid="deck"]')?.contains(active) ?? false,
          dot: active?.getAttribute("data-testid") === "pager-dot",
        };
      });
    const dotStops: number[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const where = await inDeck();
      expect(where.inside, `Tab ${i + 1} left the deck`).toBe(true);
      if (where.dot) dotStops.push(i);
    }
    // Focus goes round (close, slide, the card's own controls, pager): the pager comes back at a
    // steady period, as one stop among at least three, never dot after dot.
    expect(dotStops.length).toBeGreaterThanOrEqual(2);
    const periods = new Set(dotStops.slice(1).map((stop, k) => stop - dotStops[k]!));
    expect(periods.size).toBe(1);
    expect([...periods][0]).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Shift+Tab");
      expect((await inDeck()).inside, `Shift+Tab ${i + 1} left the deck`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await page.waitForURL("**/app/patient");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("open-deck");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/app/patient/tasks");
    await currentCard().waitFor();
  });

  it("completes a card by its button", async () => {
    const id = (await currentCard().getAttribute("data-card-id"))!;
    await prepareCurrent(taskTypeOf(id));
    await currentCard().getByTestId("card-done").click();
    await expectGone(id);
    completed.push(id);
    // The card leaves at once; the counter moves when the server has answered.
    await expect.poll(() => page.getByTestId("wheel-count").textContent()).toContain("1/6");
  });

  it("swipes to the next card and completes it", async () => {
    const before = (await currentCard().getAttribute("data-card-id"))!;
    await swipeReady(currentSlide());
    const box = (await page.getByTestId("deck").boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.85, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => currentCard().getAttribute("data-card-id")).not.toBe(before);
    const id = (await currentCard().getAttribute("data-card-id"))!;
    await prepareCurrent(taskTypeOf(id));
    await currentCard().getByTestId("card-done").click();
    await expectGone(id);
    completed.push(id);
  });

  it("moves with the arrow keys and completes with Enter", async () => {
    await currentSlide().focus();
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

  it("completes the rest of the first day, each card with its own component", async () => {
    while (completed.length < 6) {
      const id = (await currentCard().getAttribute("data-card-id"))!;
      await prepareCurrent(taskTypeOf(id));
      await currentCard().getByTestId("card-done").click();
      await expectGone(id);
      completed.push(id);
    }
    const earned = completed.reduce((sum, id) => sum + rewardsOf(id), 0);
    await expect.poll(() => patientBalance(page, server)).toBe(earned);
    // Six cards done: the deck opens on the lucky wheel.
    await page.getByTestId("lucky-wheel").waitFor();
    await expect.poll(() => page.getByTestId("wheel-count").textContent()).toContain("6/6");
    expect(await axeViolations(page), "lucky wheel").toEqual([]);
  });

  it("shows the balance at home and keeps completed cards gone after a reload", async () => {
    const earned = completed.reduce((sum, id) => sum + rewardsOf(id), 0);
    await openLive(page, `${server.url}/app/patient`);
    await expect.poll(() => page.getByTestId("balance").textContent()).toContain(String(earned));
    expect(await axeViolations(page), "home page").toEqual([]);
    await openLive(page, `${server.url}/app/patient/tasks`);
    await page.getByTestId("deck").waitFor();
    await page.getByTestId("lucky-wheel").waitFor();
    const shown = await page
      .getByTestId("card")
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-card-id")));
    expect(shown).toHaveLength(cards.length - completed.length);
    for (const id of completed) expect(shown).not.toContain(id);
  });

  it("spins the lucky wheel once, pays its reward and resets the counter", async () => {
    const before = await patientBalance(page, server);
    const draw = page.waitForResponse((r) => r.url().includes("/api/patient/luckyOutchi"));
    await page.getByTestId("wheel-spin").click();
    const { value } = await (await draw).json();
    // The wheel spins for LUCKY_WHEEL_SPIN_MS (2 s) before it shows the result.
    await expect
      .poll(() => page.getByTestId("lucky-wheel").getAttribute("data-state"), { timeout: 5000 })
      .toMatch(/won|noReward/);
    expect(await patientBalance(page, server)).toBe(before + value.reward);
    await page.getByTestId("wheel-close").click();
    await expect.poll(() => page.getByTestId("wheel-count").textContent()).toContain("0/6");
  });

  it("logged no error in the page along the way", () => {
    expect(consoleErrors).toEqual([]);
  });

  it("shows ERROR for a card type it does not know, and Close dismisses it", async () => {
    // The tour's first day is all done: a second program deals the card to disguise.
    const joined = await page.request.post(`${server.url}/api/patient/study/subscribe/sleep`, {
      data: {},
      headers: { "X-Requested-With": "fetch" },
    });
    expect(joined.ok()).toBe(true);
    const [remaining] = await todoCards();
    expect(remaining).toBeDefined();
    // A newer server could send a type this renderer was not built with: here in the day's
    // document that comes with the deck's page.
    await page.route("**/app/patient/tasks", async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const block = new RegExp(
        `(<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">)(.*?)(</script>)`,
      );
      const data = JSON.parse(block.exec(html)![2]!) as {
        answers: Record<string, { cards: { id: string; type: string }[] }>;
      };
      for (const answer of Object.values(data.answers)) {
        for (const card of answer.cards) if (card.id === remaining!.id) card.type = "HOLOGRAM";
      }
      const safe = JSON.stringify(data).replace(/</g, "\\u003c");
      await route.fulfill({
        response,
        body: html.replace(block, (_, open: string, _old, close: string) => open + safe + close),
      });
    });
    await page.reload();
    const errorCard = page.getByTestId("error-card");
    await errorCard.waitFor();
    expect(await errorCard.textContent()).toContain("ERROR");
    // …and the renderer reported it, for the authors to hear of.
    expect(consoleErrors.some((error) => error.includes("unknown card type HOLOGRAM"))).toBe(true);
    expect(await axeViolations(page), "ERROR card").toEqual([]);
    const dismissed = page.waitForResponse((r) =>
      r.url().includes(`/notifications/validate/${remaining!.id}`),
    );
    await errorCard.getByRole("button", { name: "Close" }).click();
    await expectGone(remaining!.id);
    expect((await dismissed).ok()).toBe(true);
    await page.unroute("**/app/patient/tasks");
    await page.reload();
    await page.getByTestId("deck").waitFor();
    expect((await todoCards()).map((c) => c.id)).not.toContain(remaining!.id);
    expect(await page.locator(`[data-card-id="${remaining!.id}"]`).count()).toBe(0);
  });
});
