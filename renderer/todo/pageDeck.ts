import type { DailyQueue } from "../../card-schemas";
import { PAGE_DATA_ELEMENT_ID } from "../../card-schemas/sessionElement";

/** The day's deck that the server wrote into the deck's page (server/http/pageData.ts). */
export interface PageDeck {
  date: string;
  document: DailyQueue;
}

/**
 * The deck the page carries, or undefined where it carries none (any other page, the Vite dev
 * server, a page cut short): then the deck is fetched as before.
 */
export function readPageDeck(doc: Document): PageDeck | undefined {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as { todo?: Partial<PageDeck> };
    const todo = data.todo;
    if (typeof todo?.date === "string" && Array.isArray(todo.document?.cards)) return todo as PageDeck;
  } catch {
    // Fetching the deck is the way that always works.
  }
  return undefined;
}
