import { PAGE_DATA_ELEMENT_ID } from "../../card-schemas/sessionElement";

/**
 * The answers the server wrote into the page for its first screen's reads (server/http/pageData.ts),
 * by the URL the client asks them at. Empty where the page carries none (most pages, the Vite dev
 * server, a page cut short): then every read is asked as usual.
 */
export function readPageAnswers(doc: Document): Map<string, unknown> {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    const data = JSON.parse(text) as { answers?: unknown };
    if (typeof data.answers === "object" && data.answers !== null)
      return new Map(Object.entries(data.answers));
  } catch {
    // Asking the server is the way that always works.
  }
  return new Map();
}
