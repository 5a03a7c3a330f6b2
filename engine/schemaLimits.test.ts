/**
 * A JSON Schema cannot import a constant, so a limit or a list the engine owns is copied into it
 * and named beside it: `"maxLength": 2000, "x-engine": { "maxLength": "CHAT_MESSAGE_MAX_LENGTH" }`,
 * `"enum": [7, 15, 30], "x-engine": { "enum": "GOAL_PERIODS" }`. Each copy must equal its constant,
 * exported by engine/index.ts, so the two can never drift.
 */
import { describe, expect, it } from "vitest";
import { allSchemas } from "../card-schemas/registry";
import * as engine from "./index";

type Node = Record<string, unknown>;
/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(["examples", "enum", "const", "default"]);

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every `x-engine` pair of every schema: where, the keyword, the constant it names and its value. */
function* copiedLimits(node: unknown, where: string): Generator<[string, string, string, unknown]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* copiedLimits(item, `${where}/${index}`);
    return;
  }
  if (!isNode(node)) return;
  const names = node["x-engine"];
  if (isNode(names)) {
    for (const [keyword, name] of Object.entries(names)) yield [where, keyword, String(name), node[keyword]];
  }
  for (const [key, value] of Object.entries(node)) {
    if (!DATA_KEYWORDS.has(key) && key !== "x-engine") yield* copiedLimits(value, `${where}/${key}`);
  }
}

const limits = allSchemas.flatMap((schema) => [...copiedLimits(schema, `${schema.$id}#`)]);

describe("limits and lists copied into the schemas", () => {
  it("include the carousel's, the multiselect's, the goals' and the password's", () => {
    expect(limits.map(([, , name]) => name)).toEqual(
      expect.arrayContaining([
        "CAROUSEL_MAX_ITEMS",
        "MULTISELECT_MAX_OPTIONS",
        "GOAL_PERIODS",
        "PASSWORD_MIN_LENGTH",
      ]),
    );
  });

  it.each(limits)("%s: %s equals the engine's %s", (_where, _keyword, name, value) => {
    const constant = (engine as Record<string, unknown>)[name];
    expect(
      typeof constant === "number" || Array.isArray(constant),
      `engine exports no number or list ${name}`,
    ).toBe(true);
    expect(value).toEqual(constant);
  });
});
