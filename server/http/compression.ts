import zlib from "node:zlib";
import compress from "koa-compress";

/** Answers smaller than this go as they are: a few hundred bytes gain less than compressing costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Low levels, chosen on the deck (7.9 KB of JSON): brotli 3 makes 2.7 KB in about 75 µs and gzip 4
 * 2.7 KB in about 50 µs; brotli 4 (koa-compress's default) saves 5 % more for twice the time, and
 * brotli 11 (what the build uses for files, compressed once) takes 20 ms.
 */
export const BROTLI_QUALITY = 3;
export const GZIP_LEVEL = 4;

/**
 * Text worth compressing. An event stream is text too, but a compressor holds bytes back until it
 * has a block's worth, which would delay each event: `/api/patient/stream` is never compressed.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream$)[\w.+-]+|application\/(?:[\w.-]+\+)?(?:json|xml)|application\/javascript|image\/svg\+xml)$/;

/**
 * Compresses answers of a compressible type above the threshold with brotli or gzip, whichever
 * `Accept-Encoding` allows (brotli first), and marks every answer `Vary: Accept-Encoding`. Files
 * that the build compressed already carry their `Content-Encoding` and pass through untouched.
 */
export function compressAnswers() {
  return compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (type) => COMPRESSIBLE.test(type),
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    gzip: { level: GZIP_LEVEL },
    // Every browser takes br or gzip. zstd (Node 22.15+) stays off so the choice does not change
    // with the Node version.
    deflate: false,
    zstd: false,
  });
}
