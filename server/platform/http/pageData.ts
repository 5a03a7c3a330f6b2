import type { Context } from "koa";
import type { ApiCallKey } from "../../../card-schemas/apiCalls";
import { callPath } from "../../../card-schemas/callPath";
import { PAGE_DATA_ELEMENT_ID } from "../../../card-schemas/sessionElement";
import type { User } from "../db/models";
import { firstScreenAt, type PageReader } from "./firstScreens";
import { escapeHtml } from "./htmlEscape";
import { JsonText } from "./jsonText";
import type { ReadAnswers } from "./mount";
import { scriptSafe } from "./scriptSafe";

/** A first screen's head elements, and its reads' answers by URL (undefined when it has none). */
export interface PageData {
  head: string;
  answers?: Record<string, unknown>;
  /** The page's own title, description and Open Graph tags (pageMeta.ts), instead of the app's. */
  meta?: string;
}

/**
 * What a first screen draws, written into its page as head elements: the answers of the reads it
 * makes (as each GET route answers them, policy and validation included), by the URL the
 * renderer asks them at, and a preload of its largest picture. On a phone the page otherwise
 * waits for its script, then for its reads, then for the picture, one after the other
 * (Lighthouse's largest paint); here the picture loads while the script does, and the screen is
 * drawn as soon as the script has run. A read that fails is left out: the renderer asks for it.
 */
export async function pageData(
  reads: ReadAnswers,
  ctx: Context,
  user: User | undefined,
  reader: PageReader,
): Promise<PageData> {
  const found = firstScreenAt(ctx.path);
  if (!found) return { head: "" };
  const { screen, match } = found;
  const answers = new Map<ApiCallKey, unknown>();
  const byUrl: Record<string, unknown> = {};
  const texts: string[] = [];
  for (const read of screen.reads(match, reader)) {
    const answer = reads.get(read.call);
    if (!answer) continue;
    try {
      const value = await answer({ ctx, user, params: read.params, query: read.query });
      const text = value instanceof JsonText ? value.text : JSON.stringify(value ?? {});
      const answered = value instanceof JsonText ? JSON.parse(text) : value;
      const url = callPath(read.call, read.params, read.query);
      answers.set(read.call, answered);
      byUrl[url] = answered;
      texts.push(`${JSON.stringify(url)}:${text}`);
    } catch (err) {
      // A guest on a patient's page, a program that does not exist: the renderer asks and shows
      // what it is answered. Anything else is worth a line in the log.
      const status = (err as { status?: number }).status;
      if (status === undefined || status >= 500) console.error(`${ctx.path}: ${read.call} failed:`, err);
    }
  }
  if (texts.length === 0) return { head: "" };
  const preload = (screen.pictures?.(answers) ?? [])
    .map((picture) => `<link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high">`)
    .join("");
  const block = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafe(`{"day":${JSON.stringify(reader.today)},"answers":{${texts.join(",")}}}`)}</script>`;
  return { head: preload + block, answers: byUrl };
}
