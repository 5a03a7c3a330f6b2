import type { FieldProblem } from "../../../card-schemas";
import { ValidationError } from "../../core/errors";

/**
 * How deep a request body may nest. No schema of ours goes past a handful of levels (free-form
 * `data` included); 5,000 levels once reached the database and failed there.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * NUL, which PostgreSQL refuses in text and JSON, and a lone surrogate (UTF-16 half of a pair),
 * which is not Unicode and which PostgreSQL refuses in JSON. One pass of a native expression: a
 * well-formed pair is one code point outside `Cs`, so only a half alone matches.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** Why `text` cannot be stored, or undefined when it can. */
export function problemOfText(text: string): string | undefined {
  if (!UNSTORABLE.test(text)) return undefined;
  return text.includes("\0") ? "must not contain a NUL character" : "must not contain a lone surrogate";
}

/** A key as a JSON Pointer segment, with what made it unstorable replaced so the answer is clean. */
function pointerSegment(key: string): string {
  return key
    .replace(/~/g, "~0")
    .replace(/\//g, "~1")
    .replace(/[\0\p{Cs}]/gu, "\uFFFD");
}

/** The first unstorable string, key or over-deep value in `value`, with the path that leads to it. */
function findIn(value: unknown, depth: number): { segments: string[]; message: string } | undefined {
  if (typeof value === "string") {
    const message = problemOfText(value);
    return message ? { segments: [], message } : undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  if (depth > MAX_JSON_DEPTH)
    return { segments: [], message: `must not nest more than ${MAX_JSON_DEPTH} levels` };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findIn(value[index], depth + 1);
      if (found) {
        found.segments.push(String(index));
        return found;
      }
    }
    return undefined;
  }
  for (const key in value) {
    const keyProblem = problemOfText(key);
    const found = keyProblem
      ? { segments: [], message: keyProblem }
      : findIn((value as Record<string, unknown>)[key], depth + 1);
    if (found) {
      found.segments.push(pointerSegment(key));
      return found;
    }
  }
  return undefined;
}

/** The problem of a parsed JSON body as a `details` entry (path as a JSON Pointer), if any. */
export function hostileJson(value: unknown): FieldProblem | undefined {
  const found = findIn(value, 1);
  if (!found) return undefined;
  return { path: `/${found.segments.reverse().join("/")}`, message: found.message };
}

/** Throws ValidationError when a parsed body holds what no route may receive. */
export function refuseHostileJson(value: unknown): void {
  const detail = hostileJson(value);
  if (detail) throw new ValidationError([detail]);
}

/**
 * Throws ValidationError naming the first unstorable name or value among path parameters or query
 * values (a query value may be a list when its name repeats).
 */
export function refuseHostileFields(fields: Readonly<Record<string, string | string[] | undefined>>): void {
  for (const name in fields) {
    const value = fields[name];
    const problem =
      problemOfText(name) ??
      (typeof value === "string"
        ? problemOfText(value)
        : value?.map(problemOfText).find((message) => message !== undefined));
    if (problem) throw new ValidationError([{ path: `/${pointerSegment(name)}`, message: problem }]);
  }
}
