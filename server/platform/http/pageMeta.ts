/**
 * The title, description and Open Graph tags of the guest pages (a program, an author, a
 * community question, a social event), written into their first HTML answer: search engines and
 * link previews read that answer and run no script. Each comes from the page's own public read,
 * answered in process as its GET route answers it (policy included); a page whose read fails (an
 * unknown id) keeps the app's generic title.
 */
import type { Context } from "koa";
import type {
  CommunityEvent,
  CommunityQuestionView,
  PublicAuthor,
  PublicProgram,
} from "../../../card-schemas";
import type { ApiCallKey } from "../../../card-schemas/apiCalls";
import { callPath } from "../../../card-schemas/callPath";
import { mediaLinkType } from "../../../engine/shared/mediaLinkType";
import type { User } from "../db/models";
import { escapeHtml } from "./htmlEscape";
import type { ReadAnswers } from "./mount";

/** What a page says of itself. */
export interface PageMeta {
  title: string;
  description?: string;
  /** A picture's link, on our server (`/…`) or absolute. */
  image?: string;
  type: "website" | "profile" | "article";
}

/** The app's name, after each page's title and as the site's name. */
export const SITE_NAME = "Outchi";
/** Link previews cut a description about there. */
const DESCRIPTION_MAX_LENGTH = 200;

interface GuestPage {
  path: RegExp;
  call: ApiCallKey;
  params(id: string): Record<string, string>;
  withLanguage: boolean;
  meta(answer: unknown): PageMeta;
}

const image = (link: string | undefined) => (link && mediaLinkType(link) === "image" ? link : undefined);

const GUEST_PAGES: readonly GuestPage[] = [
  {
    path: /^\/app\/guest\/ressources\/programs\/([^/]+)\/?$/,
    call: "GET /api/guest/program/:id",
    params: (id) => ({ id }),
    withLanguage: true,
    meta(answer) {
      const program = answer as PublicProgram;
      return {
        title: program.title,
        description: program.description ?? program.forWhom ?? program.goals,
        image: image(program.mediaLink) ?? image(program.logoLink),
        type: "website",
      };
    },
  },
  {
    path: /^\/app\/guest\/ressources\/autors\/([^/]+)\/?$/,
    call: "GET /api/guest/autors/:autorId",
    params: (autorId) => ({ autorId }),
    withLanguage: true,
    meta(answer) {
      const author = answer as PublicAuthor;
      return {
        title: author.title ? `${author.name}, ${author.title}` : author.name,
        description: author.bio,
        image: image(author.avatarLink) ?? (author.mediaType === "image" ? author.mediaLink : undefined),
        type: "profile",
      };
    },
  },
  {
    path: /^\/app\/guest\/ressources\/communityQuestion\/([^/]+)\/?$/,
    call: "GET /api/guest/communityQuestions/:id",
    params: (id) => ({ id }),
    withLanguage: true,
    meta(answer) {
      const question = answer as CommunityQuestionView;
      return {
        title: question.text,
        description: question.choices?.map((choice) => choice.label).join(" · "),
        type: "article",
      };
    },
  },
  {
    path: /^\/app\/guest\/ressources\/socialEvent\/([^/]+)\/?$/,
    call: "GET /api/guest/socialEvent/:id",
    params: (id) => ({ id }),
    withLanguage: false,
    meta(answer) {
      const event = answer as CommunityEvent;
      const message = event.variables.message ?? "";
      return {
        title: event.author.pseudo || clip(message, 70) || SITE_NAME,
        description: message,
        type: "article",
      };
    },
  },
];

/** `text` on one line, cut at a word near `max` characters with an ellipsis. */
export function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What the guest page at `ctx.path` says of itself, or undefined (not a guest page, or its read failed). */
export async function pageMeta(
  reads: ReadAnswers,
  ctx: Context,
  user: User | undefined,
  language: string,
  /** Answers the page already carries, by URL (pageData.ts): not asked twice. */
  answers: Readonly<Record<string, unknown>> = {},
): Promise<PageMeta | undefined> {
  for (const page of GUEST_PAGES) {
    const match = page.path.exec(ctx.path);
    if (!match) continue;
    let id: string;
    try {
      id = decodeURIComponent(match[1]!);
    } catch {
      return undefined;
    }
    const params = page.params(id);
    const query = page.withLanguage ? { lang: language } : undefined;
    const url = callPath(page.call, params, query);
    if (url in answers) return page.meta(answers[url]);
    const read = reads.get(page.call);
    if (!read) return undefined;
    try {
      return page.meta(await read({ ctx, user, params, query }));
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === undefined || status >= 500) console.error(`${ctx.path}: ${page.call} failed:`, err);
      return undefined;
    }
  }
  return undefined;
}

/** `link` as an absolute URL under `publicUrl` when it is a path of ours. */
function absolute(link: string, publicUrl: string): string {
  return link.startsWith("/") ? `${publicUrl}${link}` : link;
}

/** The head elements of `meta` for the page at `path`, every text escaped. */
export function metaTags(meta: PageMeta, publicUrl: string, path: string): string {
  const title = clip(meta.title, DESCRIPTION_MAX_LENGTH);
  const description = meta.description ? clip(meta.description, DESCRIPTION_MAX_LENGTH) : "";
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(`${title} · ${SITE_NAME}`)}</title>`,
    description && `<meta name="description" content="${escapeHtml(description)}">`,
    property("og:site_name", SITE_NAME),
    property("og:type", meta.type),
    property("og:title", title),
    description && property("og:description", description),
    property("og:url", `${publicUrl}${path}`),
    meta.image && property("og:image", absolute(meta.image, publicUrl)),
  ]
    .filter(Boolean)
    .join("");
}
