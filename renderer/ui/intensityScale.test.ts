import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INTENSITY_LEVELS } from "../../engine/analysis/intensityScale";

const css = readFileSync("renderer/ui/intensityScale.css", "utf8");

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const expand = (hex: string) => (hex === "#fff" ? "#ffffff" : hex);

describe("intensityScale.css, the one intensity scale (calendars, journal badges)", () => {
  it("gives each of the 6 levels a colour whose text keeps WCAG AA contrast (4.5:1)", () => {
    expect(INTENSITY_LEVELS).toBe(6);
    for (let level = 0; level < INTENSITY_LEVELS; level++) {
      const background = css.match(new RegExp(`--intensity-${level}: (#[0-9a-f]{6});`))?.[1];
      const rule = css.match(new RegExp(`\\.intensity-level--${level} \\{([^}]*)\\}`))?.[1] ?? "";
      const text = rule.match(/color: (#[0-9a-f]{3,6});/)?.[1];
      expect(rule, `level ${level}`).toContain(`background: var(--intensity-${level});`);
      expect(contrast(background!, expand(text!)), `level ${level}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
