import zlib from "node:zlib";
import type { Context, Next } from "koa";
import { CompressedAnswers, type Encoding } from "./compressedAnswers";

/** Answers smaller than this go as they are: a few hundred bytes gain less than compressing costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Low levels, chosen on the deck (7.9 KB of JSON, which both make 2.7 KB): brotli 3 and gzip 4 take
 * 70 to 90 µs each; brotli 4 (koa-compress's default) saves 5 % more for half as much time again,
 * and brotli 11 (what the build uses for files, compressed once) takes 20 ms.
 */
export const BROTLI_QUALITY = 3;
export const GZIP_LEVEL = 4;

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
const GZIP = { level: GZIP_LEVEL };

const COMPRESS: Record<Encoding, (body: string | Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, BROTLI),
  gzip: (body) => zlib.gzipSync(body, GZIP),
};

/** Text worth compressing: JSON, HTML, scripts, styles, SVG. */
const COMPRESSIBLE =
  /^(?:text\/[\w.+-]+|application\/(?:[\w.-]+\+)?(?:json|xml)|application\/javascript|image\/svg\+xml)$/;

/** The answers a route or the error handler leaves as an object, for Koa to serialize. */
function isJsonValue(body: unknown): body is object {
  if (typeof body !== "object" || body === null) return false;
  return Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype;
}

/**
 * brotli when the client takes it, else gzip, else nothing: the rule koa-send applies to the
 * build's files, so a client gets the same encoding from both.
 */
function encodingFor(ctx: Context): Encoding | undefined {
  if (ctx.acceptsEncodings("br", "identity") === "br") return "br";
  if (ctx.acceptsEncodings("gzip", "identity") === "gzip") return "gzip";
  return undefined;
}

/** Adds Accept-Encoding to what the answer varies on; most answers vary on nothing else yet. */
function varyOnEncoding(ctx: Context): void {
  if (ctx.response.get("Vary")) ctx.vary("Accept-Encoding");
  else ctx.set("Vary", "Accept-Encoding");
}

/**
 * Compresses the answers held in memory (every API answer) from 1 KB up, as `Accept-Encoding`
 * allows, and marks them `Vary: Accept-Encoding`. In one synchronous call: through a zlib stream
 * (what koa-compress does), compressing the deck cost the server about 550 µs of CPU per answer,
 * against 150 to 200 µs this way. Streamed bodies pass untouched: the build's files are
 * compressed at build time (staticFiles.ts), and the event stream must reach the client as each
 * event is written, which a compressor holding bytes back for a block would delay. An answer
 * sent again as it was is not compressed again (compressedAnswers.ts).
 */
export function compressAnswers() {
  const sent = new CompressedAnswers();
  return async function compressAnswers(ctx: Context, next: Next) {
    await next();
    // Serialized once, here: left as an object, Koa would serialize it again to send it.
    if (isJsonValue(ctx.body)) ctx.body = JSON.stringify(ctx.body);
    const body: unknown = ctx.body;
    if (typeof body !== "string" && !Buffer.isBuffer(body)) return;
    if (!COMPRESSIBLE.test(ctx.response.type)) return;
    varyOnEncoding(ctx);
    // Koa set the length with the body.
    const size = ctx.response.length ?? 0;
    if (size < COMPRESSION_THRESHOLD_BYTES || ctx.method === "HEAD" || ctx.response.get("Content-Encoding")) {
      return;
    }
    const encoding = encodingFor(ctx);
    if (!encoding) return;
    const compress = COMPRESS[encoding];
    ctx.body = typeof body === "string" ? sent.get(encoding, body, compress) : compress(body);
    ctx.set("Content-Encoding", encoding);
  };
}
