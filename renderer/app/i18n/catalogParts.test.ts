import { describe, expect, it } from "vitest";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { allMessages } from "../../test/messages";
import { catalogPart, LATER_AREAS, partOf } from "./catalogParts";

describe("catalog parts", () => {
  const en = allMessages.en as Record<string, string>;

  it("keeps every text a deck card names in the first part (a card may be the first screen)", () => {
    // The card frame in renderer/cards, and each feature's deck cards (its tasks/, notices/, dailyEntry/).
    const rendererDir = join(import.meta.dirname, "../..");
    const cardDirs = [
      "cards",
      ...readdirSync(join(rendererDir, "features")).flatMap((feature) =>
        ["tasks", "notices", "dailyEntry"]
          .map((folder) => join("features", feature, folder))
          .filter((dir) => existsSync(join(rendererDir, dir))),
      ),
    ];
    const files = cardDirs.flatMap((dir) =>
      readdirSync(join(rendererDir, dir), { recursive: true, encoding: "utf8" })
        .filter((name) => /\.tsx?$/.test(name) && !/\.(test|stories)\./.test(name))
        .map((name) => join(dir, name)),
    );
    const later = files.flatMap((name) =>
      [...readFileSync(join(rendererDir, name), "utf8").matchAll(/\bt\("([\w.-]+)"/g)]
        .map((match) => match[1]!)
        .filter((key) => catalogPart(key) !== "first")
        .map((key) => `${name}: ${key}`),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(later).toEqual([]);
  });

  it("puts every text in exactly one part", () => {
    const first = partOf(en, "first");
    const later = partOf(en, "later");
    expect(Object.keys(first).length + Object.keys(later).length).toBe(Object.keys(en).length);
    expect({ ...first, ...later }).toEqual(en);
  });

  it("keeps the areas no first screen shows for later, and what the header and home show of them first", () => {
    for (const area of LATER_AREAS) {
      expect(Object.keys(en).some((key) => key.startsWith(`${area}.`) && catalogPart(key) === "later")).toBe(
        true,
      );
    }
    // The header's links and home's sections.
    for (const key of [
      "shop.nav",
      "assistant.nav",
      "shop.home.open",
      "shop.item.price",
      "awards.pageTitle",
    ]) {
      expect([key, catalogPart(key)]).toEqual([key, "first"]);
    }
    expect(catalogPart("awards.branch.knowledge")).toBe("first");
    expect(catalogPart("settings.profile.title")).toBe("later");
    expect(catalogPart("task.done")).toBe("first");
    expect(catalogPart("errors.NOT_FOUND")).toBe("first");
    // The pet's settings page is no first screen; home's pet is.
    expect(catalogPart("pet.effects.on")).toBe("later");
    expect(catalogPart("pet.mood.SLEEPING")).toBe("first");
    expect(catalogPart("reminders.title")).toBe("later");
  });

  it("leaves the first screens a smaller catalog in every language", () => {
    for (const messages of Object.values(allMessages) as Array<Record<string, string>>) {
      const size = (texts: Record<string, string>) => gzipSync(JSON.stringify(texts)).length;
      // The later part is a fifth of the catalog or more (it grows with the areas, not the deck).
      expect(size(partOf(messages, "later"))).toBeGreaterThan(size(messages) / 5);
    }
  });
});
