import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { CompressedAnswers, MAX_KEPT_TEXT } from "./compressedAnswers";

/** A compressor that counts its calls. */
function counting() {
  const calls: string[] = [];
  const compress = (text: string) => {
    calls.push(text);
    return zlib.gzipSync(text);
  };
  return { calls, compress };
}

/** The same text as a string of its own, as each request builds it. */
const again = (text: string) => JSON.parse(JSON.stringify(text)) as string;

describe("CompressedAnswers", () => {
  it("compresses a text once and sends the same bytes when the same text comes again", () => {
    const answers = new CompressedAnswers();
    const { calls, compress } = counting();
    const deck = JSON.stringify({ cards: Array.from({ length: 20 }, (_, i) => ({ id: `card${i}` })) });
    const first = answers.get("gzip", deck, compress);
    const second = answers.get("gzip", again(deck), compress);
    expect(second).toBe(first);
    expect(calls).toHaveLength(1);
    expect(zlib.gunzipSync(second).toString()).toBe(deck);
  });

  it("compresses a changed text, and each encoding on its own", () => {
    const answers = new CompressedAnswers();
    const { calls, compress } = counting();
    answers.get("gzip", '{"luckyOutchi":1}', compress);
    answers.get("gzip", '{"luckyOutchi":2}', compress);
    answers.get("br", '{"luckyOutchi":2}', compress);
    expect(calls).toEqual(['{"luckyOutchi":1}', '{"luckyOutchi":2}', '{"luckyOutchi":2}']);
  });

  it("lets the least recently sent texts go past its bound", () => {
    const text = (n: number) => `${n}`.padEnd(1000, "x");
    // Each entry holds its 1,000 characters and about 30 bytes of copy: three fit in each half.
    const answers = new CompressedAnswers(7000);
    const { calls, compress } = counting();
    for (const n of [1, 2, 3]) answers.get("gzip", text(n), compress);
    answers.get("gzip", text(1), compress); // sent again: now the most recent
    answers.get("gzip", text(4), compress); // 2, the least recently sent, goes
    expect(calls.map((t) => t[0])).toEqual(["1", "2", "3", "4"]);
    answers.get("gzip", text(1), compress);
    answers.get("gzip", text(3), compress);
    expect(calls.map((t) => t[0])).toEqual(["1", "2", "3", "4"]);
    answers.get("gzip", text(2), compress);
    expect(calls.map((t) => t[0])).toEqual(["1", "2", "3", "4", "2"]);
  });

  it("compresses a text longer than it keeps every time", () => {
    const answers = new CompressedAnswers();
    const { calls, compress } = counting();
    const long = "x".repeat(MAX_KEPT_TEXT + 1);
    answers.get("br", long, compress);
    answers.get("br", long, compress);
    expect(calls).toHaveLength(2);
  });
});
