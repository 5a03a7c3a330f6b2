/**
 * The QR code library (qr) is loaded by the sharing page only, when a code is drawn (LinkQrCode.tsx):
 * no module of the renderer imports it statically, so no first screen's bundle (the deck's) holds it.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The tests run from the repository's root.
const RENDERER = join(process.cwd(), "renderer/");
const sources = readdirSync(RENDERER, { recursive: true, encoding: "utf8" }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
);

describe("the qr library", () => {
  it("is never imported statically, and dynamically only by LinkQrCode.tsx", () => {
    const statically = sources.filter((file) =>
      /(^|\n)\s*import[^;]*from\s+["']qr["']/.test(readFileSync(RENDERER + file, "utf8")),
    );
    expect(statically).toEqual([]);
    const dynamically = sources.filter((file) =>
      /import\(\s*["']qr["']\s*\)/.test(readFileSync(RENDERER + file, "utf8")),
    );
    expect(dynamically.map((file) => file.replaceAll("\\", "/"))).toEqual([
      "features/sharing/LinkQrCode.tsx",
    ]);
  });
});
