import type { Context } from "koa";
import { TooLarge } from "../../core/errors";

/**
 * Reads the request body as bytes, refusing (413) a declared or actual length above `maxBytes`
 * as soon as it is known, so an oversized upload is never held in memory whole. The rest of such a
 * body is never read, so the connection is closed after the answer rather than reused.
 */
export async function readRawBody(ctx: Context, maxBytes: number): Promise<Buffer> {
  const declared = Number(ctx.get("Content-Length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    ctx.set("Connection", "close");
    throw new TooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      ctx.set("Connection", "close");
      throw new TooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, size);
}
