import { cardPicture } from "../../card-schemas/cardPicture";
import { DECK_PAGE_PATH, PAGE_DATA_ELEMENT_ID } from "../../card-schemas/sessionElement";
import { localDay } from "../../engine/dates";
import { isWheelReady } from "../../engine/luckyWheel";
import type { AppDeps } from "../appDeps";
import type { User } from "../db/models";
import { buildDailyQueue } from "../services/dailyQueue";
import { scriptSafe } from "./scriptSafe";

/**
 * What the page at `path` draws first, as head elements: on the deck's page, the patient's
 * `dailyQueue` document of today (as GET /api/patient/todo answers it) and a preload of its first
 * card's picture. On a phone the deck otherwise waits for its script, then for the document, then
 * for the picture, one after the other (Lighthouse's largest paint); here the picture loads while
 * the script does, and the first card is drawn as soon as the script has run.
 * Empty for every other page, and when the document cannot be built (the renderer asks for it).
 */
export async function pageData(deps: AppDeps, path: string, user: User | undefined): Promise<string> {
  if (path !== DECK_PAGE_PATH || user?.role !== "patient") return "";
  try {
    const date = localDay(deps.now(), user.timeZone);
    const document = await buildDailyQueue(deps, user, { date });
    const head = JSON.parse(document) as { data: { luckyOutchi: number }; cards: unknown[] };
    // The lucky wheel, when it is ready, is the first slide: it has no picture.
    const picture = isWheelReady(head.data.luckyOutchi) ? undefined : cardPicture(head.cards[0]);
    const preload = picture
      ? `<link rel="preload" as="image" href="${escapeAttribute(picture)}" fetchpriority="high">`
      : "";
    const block = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafe(`{"todo":{"date":"${date}","document":${document}}}`)}</script>`;
    return preload + block;
  } catch (err) {
    console.error(`the deck's page was sent without its document:`, err);
    return "";
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
