import { PAGE_DATA_ELEMENT_ID } from "../../../card-schemas/sessionElement";

/** The page's data block (server/platform/http/pageData.ts), or undefined where there is none or it is broken. */
function readPageData(doc: Document): { answers?: unknown; day?: unknown } | undefined {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as { answers?: unknown; day?: unknown };
  } catch {
    // Asking the server is the way that always works.
    return undefined;
  }
}

/**
 * The answers the server wrote into the page for its first screen's reads (server/platform/http/pageData.ts),
 * by the URL the client asks them at. Empty where the page carries none (most pages, the Vite dev
 * server, a page cut short): then every read is asked as usual.
 */
export function readPageAnswers(doc: Document): Map<string, unknown> {
  const answers = readPageData(doc)?.answers;
  if (typeof answers === "object" && answers !== null) return new Map(Object.entries(answers));
  return new Map();
}

/** The reader's day the page's answers were made for, if the page carries answers. */
export function readPageDay(doc: Document): string | undefined {
  const day = readPageData(doc)?.day;
  return typeof day === "string" ? day : undefined;
}
