import { describe, expect, it } from "vitest";
import { MAX_FALLBACK_DEPTH, walkFallbacks } from "./cardFallback";

interface Card {
  id: string;
  type: string;
  fallback?: unknown;
}

const known = new Set(["TASK", "ERROR"]);
const isKnown = (card: Card) => known.has(card.type);

/** An unknown card whose fallbacks nest `depth` deep before reaching `last`. */
function chain(depth: number, last: Card | "drop"): Card {
  let card: Card | "drop" = last;
  for (let level = depth; level > 0; level--) card = { id: `c${level}`, type: "HOLOGRAM", fallback: card };
  return card as Card;
}

const task: Card = { id: "t", type: "TASK" };

describe("walkFallbacks", () => {
  it("keeps a known card, whatever its fallback says", () => {
    const card = { ...task, fallback: "drop" };
    expect(walkFallbacks(card, isKnown)).toEqual({ kind: "card", card });
  });

  it("replaces an unknown card by its fallback, or leaves it out on drop", () => {
    expect(walkFallbacks(chain(1, task), isKnown)).toEqual({ kind: "card", card: task });
    expect(walkFallbacks(chain(1, "drop"), isKnown)).toEqual({ kind: "drop" });
  });

  it("ends on the last unknown card when there is no fallback to follow", () => {
    const hologram: Card = { id: "h", type: "HOLOGRAM" };
    expect(walkFallbacks(hologram, isKnown)).toEqual({ kind: "unknown", card: hologram });
    const noCard = { id: "a", type: "HOLOGRAM", fallback: ["not", "a", "card"] };
    expect(walkFallbacks(noCard, isKnown)).toEqual({ kind: "unknown", card: noCard });
    expect(walkFallbacks(chain(2, hologram), isKnown)).toEqual({ kind: "unknown", card: hologram });
  });

  it(`follows at most ${MAX_FALLBACK_DEPTH} fallbacks`, () => {
    expect(MAX_FALLBACK_DEPTH).toBe(3);
    expect(walkFallbacks(chain(MAX_FALLBACK_DEPTH, task), isKnown)).toEqual({ kind: "card", card: task });
    expect(walkFallbacks(chain(MAX_FALLBACK_DEPTH + 1, task), isKnown)).toMatchObject({
      kind: "unknown",
      card: { id: `c${MAX_FALLBACK_DEPTH + 1}`, type: "HOLOGRAM" },
    });
  });

  it("makes each next card with standIn, from the fallback and the card it replaces", () => {
    const standIn = (fallback: Card, replaced: Card): Card => ({ ...fallback, id: replaced.id });
    expect(walkFallbacks(chain(2, task), isKnown, standIn)).toEqual({
      kind: "card",
      card: { id: "c1", type: "TASK" },
    });
  });
});
