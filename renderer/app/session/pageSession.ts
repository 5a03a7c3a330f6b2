import type { Session } from "../../../card-schemas/index";
import { SESSION_ELEMENT_ID } from "../../../card-schemas/sessionElement";

/**
 * The session the server wrote into the page (server/platform/http/appShell.ts), or undefined where the
 * page carries none (the Vite dev server, Storybook): then `/api/auth/session` is asked as before.
 */
export function readPageSession(doc: Document): Session | undefined {
  const text = doc.getElementById(SESSION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const session = JSON.parse(text) as unknown;
    if (typeof session === "object" && session !== null && "user" in session) return session as Session;
  } catch {
    // A page cut short: asking the server is the way that always works.
  }
  return undefined;
}
