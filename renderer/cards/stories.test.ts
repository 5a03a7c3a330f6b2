import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { cardComponents, taskComponents } from "./registry";

const rendererDir = join(import.meta.dirname, "..");

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : storyFiles(path);
    return entry.name.endsWith(".stories.tsx") ? [path] : [];
  });
}

const stories = storyFiles(rendererDir).map((path) => {
  const source = readFileSync(path, "utf8");
  return {
    file: relative(rendererDir, path),
    title: /title:\s*"([^"]+)"/.exec(source)?.[1],
    exports: [...source.matchAll(/export const (\w+): Story/g)].map((match) => match[1]),
    locales: new Set([...source.matchAll(/locale:\s*"(\w+)"/g)].map((match) => match[1])),
  };
});

function storiesTitled(title: string) {
  return stories.find((story) => story.title === title);
}

/** The states every card and task type is shown in: a story whose export name starts with each. */
const STATES = ["Empty", "Filled", "Done", "Error"] as const;

function expectEveryState(exports: (string | undefined)[], title: string) {
  for (const state of STATES) {
    expect(
      exports.some((name) => name?.startsWith(state)),
      `${title} has no story named ${state}…`,
    ).toBe(true);
  }
}

describe("every registered type has stories (designers preview each one)", () => {
  it.each(Object.keys(cardComponents))("card type %s", (type) => {
    const file = storiesTitled(`Cards/${type}`);
    expect(file, `no story file titled Cards/${type}`).toBeDefined();
    expect(file?.exports.length).toBeGreaterThanOrEqual(4);
    expect([...(file?.locales ?? [])]).toEqual(expect.arrayContaining(["en", "fr"]));
    // TASK cards are shown in each state through the stories of their task types.
    if (type !== "TASK") expectEveryState(file?.exports ?? [], `Cards/${type}`);
  });

  it.each(Object.keys(taskComponents))("task type %s", (type) => {
    const file = storiesTitled(`Tasks/${type}`);
    expect(file, `no story file titled Tasks/${type}`).toBeDefined();
    expect(file?.exports.length).toBeGreaterThanOrEqual(4);
    expect([...(file?.locales ?? [])]).toEqual(expect.arrayContaining(["en", "fr"]));
    expectEveryState(file?.exports ?? [], `Tasks/${type}`);
  });

  it("has the deck (with cards, empty, wheel ready) and every wheel state", () => {
    expect(storiesTitled("Deck/Deck")?.exports).toEqual(
      expect.arrayContaining(["WithCards", "Empty", "WheelReady"]),
    );
    expect(storiesTitled("Deck/Lucky wheel/States")?.exports).toEqual(
      expect.arrayContaining(["Idle", "Spinning", "Won", "NoReward", "Failed"]),
    );
  });

  it("names no two story files alike", () => {
    const titles = stories.map((story) => story.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("registry and schemas agree", () => {
  const schemaNames = (folder: string) =>
    readdirSync(join(rendererDir, "..", "card-schemas", folder))
      .filter((name) => name.endsWith(".schema.json") && !name.startsWith("_"))
      .map((name) => name.replace(".schema.json", ""));

  it("every registered card type has a schema", () => {
    expect(schemaNames("cards")).toEqual(expect.arrayContaining(Object.keys(cardComponents)));
  });

  it("task types with a schema and with a component are the same", () => {
    expect(Object.keys(taskComponents).sort()).toEqual(schemaNames("tasks").sort());
  });
});
