/**
 * A finger on a page's touchscreen, as the device reports it (CDP Input.dispatchTouchEvent): the
 * touch events go through the browser's touch-action and scrolling, and the page sees pointerType
 * "touch". Drags, swipes and taps share one CDP session: Playwright's own tap goes through another,
 * which the page would take for a second finger after a swipe.
 */
import type { Locator, Page } from "playwright-core";
import { PHONE } from "./browser";

export interface Point {
  x: number;
  y: number;
}

export interface Finger {
  /** Down at `from`, moved to `to` in steps of one frame each, lifted. */
  drag: (from: Point, to: Point) => Promise<void>;
  /**
   * Swiped across `from` (a part of the current card) towards `direction`, most of the phone's
   * width, once the deck's swipe is live (its viewport's data-swipe="ready").
   */
  swipe: (from: Locator, direction: "left" | "right") => Promise<void>;
  /** Down and up on the middle of `target`; resolves once the browser's click reached it. */
  tap: (target: Locator) => Promise<void>;
}

/** Resolves after the page's next animation frame. */
export function nextFrame(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/**
 * Resolves once the swipe of the deck holding `inside` is live: its code loads after the first
 * card is drawn (renderer/features/deck/deckMotion.tsx), and a drag before then moves nothing.
 */
export async function swipeReady(inside: Locator): Promise<void> {
  await inside.locator('xpath=ancestor-or-self::*[@data-swipe="ready"]').waitFor({ state: "attached" });
}

export async function fingerOn(page: Page): Promise<Finger> {
  const session = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: Point[]) =>
    session.send("Input.dispatchTouchEvent", { type, touchPoints: points });

  async function drag(from: Point, to: Point): Promise<void> {
    await touch("touchStart", [from]);
    const steps = 12;
    for (let i = 1; i <= steps; i++) {
      const at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
      await touch("touchMove", [at]);
      // A finger reports one position a frame, and the browser hands moves to the page once a frame
      // (coalescing those of the same frame): a frame between moves, as a phone's screen gives them.
      await nextFrame(page);
    }
    await touch("touchEnd", []);
  }

  async function swipe(from: Locator, direction: "left" | "right"): Promise<void> {
    await swipeReady(from);
    const box = (await from.boundingBox())!;
    const y = box.y + Math.min(box.height / 2, 40);
    const [start, end] = direction === "left" ? [0.85, 0.15] : [0.15, 0.85];
    await drag({ x: PHONE.width * start, y }, { x: PHONE.width * end, y: y + 6 });
  }

  async function tap(target: Locator): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // The browser makes the click out of the touches once the finger lifts, or none for a touch
    // it takes for something else (one that stops a fling): a listener set before the touch
    // tells when the click reached the target, before the next step or touch.
    const seen = await target.evaluateHandle((element) => {
      const state = { clicked: false };
      element.addEventListener("click", () => (state.clicked = true), { once: true });
      return state;
    });
    await touch("touchStart", [point]);
    await touch("touchEnd", []);
    await page
      .waitForFunction((state) => state.clicked, seen)
      .catch((error: Error) => {
        throw new Error(`a tap on ${target} made no click`, { cause: error });
      });
    await seen.dispose();
  }

  return { drag, swipe, tap };
}
