import type { ErrorSchema } from "@rjsf/utils";
import type { FieldProblem } from "../../../../../card-schemas";

/**
 * The server's failing paths (`/params/choices/0/label`) as rjsf's error tree, for the paths under
 * `prefix` (`/params`), so each message shows on its field.
 */
export function errorSchemaOf(details: readonly FieldProblem[], prefix = ""): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { path, message } of details) {
    if (!message) continue;
    if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) continue;
    const segments = path.slice(prefix.length).split("/").filter(Boolean);
    let node = root;
    for (const segment of segments) {
      node = (node[segment] ??= {}) as Record<string, unknown>;
    }
    ((node.__errors ??= []) as string[]).push(message);
  }
  return root as ErrorSchema;
}

/**
 * The refused texts of one language whose keys start with `keyPrefix` (`/translations/fr/` +
 * `actions.night.params.` + `choices.0.label`), as the error tree of the form that edits them.
 */
export function textErrorSchemaOf(
  details: readonly FieldProblem[],
  language: string,
  keyPrefix: string,
): ErrorSchema {
  const at = `/translations/${language}/${keyPrefix}`;
  return errorSchemaOf(
    details.flatMap(({ path, message }) =>
      path.startsWith(at) ? [{ path: `/${path.slice(at.length).split(".").join("/")}`, message }] : [],
    ),
  );
}
