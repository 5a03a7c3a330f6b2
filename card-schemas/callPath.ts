/**
 * How the renderer writes a call's URL. The server writes the same one for an answer it sends
 * with a page (server/platform/http/pageData.ts), which the renderer's client finds by it.
 */
import type { ApiCallKey } from "./apiCalls";

/** A query value as a call's schema allows it; `undefined` leaves the parameter out. */
type QueryValue = string | number | boolean | undefined;

/** `GET /api/x/:id` → its method and path pattern. */
export function splitCallKey(key: ApiCallKey): { method: string; pattern: string } {
  const space = key.indexOf(" ");
  return { method: key.slice(0, space), pattern: key.slice(space + 1) };
}

/**
 * The URL of a call: each `:name` of the key's path replaced by its parameter (encoded), then the
 * query serialised in the order given, parameters that are `undefined` left out.
 */
export function callPath(
  key: ApiCallKey,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const path = splitCallKey(key)
    .pattern.split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`${key}: no value for ${segment}`);
      return encodeURIComponent(value);
    })
    .join("/");
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const serialised = search.toString();
  return serialised ? `${path}?${serialised}` : path;
}
