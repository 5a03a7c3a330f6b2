/**
 * The compressed bytes of the answers sent lately, by encoding and text, so that an answer sent
 * again as it was (a deck unchanged since the patient's last look, a program's page) is not
 * compressed again: compressing the deck costs the server more CPU than the rest of its read.
 * Compression is a function of the text alone, so a kept copy is never stale, on any process.
 * Each encoding keeps about half of `maxBytes` (its texts and their copies); the least recently
 * sent go first.
 */
import { BoundedCache } from "../boundedCache";

export type Encoding = "br" | "gzip";

/** What the kept answers may hold at most, texts and copies together, about. */
export const MAX_KEPT_BYTES = 16 * 1024 * 1024;

/** Answers longer than this are compressed each time: one would crowd out many. */
export const MAX_KEPT_TEXT = 256 * 1024;

export class CompressedAnswers {
  private readonly kept: Record<Encoding, BoundedCache<string, Buffer>>;

  constructor(maxBytes = MAX_KEPT_BYTES) {
    const half = () =>
      new BoundedCache<string, Buffer>(maxBytes / 2, (text, copy) => text.length + copy.length);
    this.kept = { br: half(), gzip: half() };
  }

  /** `text` in `encoding`: the kept copy when the same text was sent lately, else `compress(text)`. */
  get(encoding: Encoding, text: string, compress: (text: string) => Buffer): Buffer {
    if (text.length > MAX_KEPT_TEXT) return compress(text);
    const copies = this.kept[encoding];
    const kept = copies.get(text);
    if (kept) return kept;
    const copy = compress(text);
    copies.set(text, copy);
    return copy;
  }
}
