import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "./sessions";
import { action, createPatient, createProgram, subscribe } from "../../test/factories";
import { rawGet as rawGetUrl, type RawAnswer } from "../../test/rawGet";
import { startTestApp, type TestApp } from "../../test/testApp";
import { COMPRESSION_THRESHOLD_BYTES } from "./compression";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  const journal = Array.from({ length: 8 }, (_, i) => action(1, `step${i}`));
  const programId = await createProgram(t.deps, { actionsJournal: journal });
  const patient = await createPatient(t.deps);
  await subscribe(t.deps, patient, programId);
  cookie = `sid=${await openSession(t.db, patient.id)}`;
});
afterAll(() => t.close());

/** GET of `path` as the patient, the bytes as the server sent them. */
const rawGet = (path: string, headers: Record<string, string>) =>
  rawGetUrl(`${t.url}${path}`, { Cookie: cookie, ...headers });

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === "gzip") return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
}

describe("compressing API answers", () => {
  it("sends the deck in brotli or gzip, as Accept-Encoding allows, and the same JSON once decoded", async () => {
    const plain = await rawGet("/api/patient/todo", { "Accept-Encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(JSON.parse(plain.body.toString()).value.cards).toHaveLength(8);

    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["gzip, br;q=0", "gzip"],
      ["deflate", undefined],
    ] as const) {
      const answer = await rawGet("/api/patient/todo", { "Accept-Encoding": accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers["content-encoding"], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toBe("Accept-Encoding");
      expect(answer.headers["content-type"], accept).toBe("application/json; charset=utf-8");
      expect(decoded(answer), accept).toBe(plain.body.toString());
      if (encoding) expect(answer.body.length, accept).toBeLessThan(plain.body.length / 2);
    }
  });

  it("compresses the answers a route returns as an object too", async () => {
    const plain = await rawGet("/api/openapi.json", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const answer = await rawGet("/api/openapi.json", { "Accept-Encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decoded(answer))).toEqual(JSON.parse(plain.body.toString()));
  });

  it("sends answers under the threshold as they are, still marked as varying", async () => {
    const answer = await rawGet("/api/auth/me", { "Accept-Encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(JSON.parse(answer.body.toString()).value.user.id).toEqual(expect.any(String));
  });

  it("never compresses the live event stream, whose first event arrives at once", async () => {
    const { headers, firstChunk } = await new Promise<{
      headers: http.IncomingHttpHeaders;
      firstChunk: string;
    }>((resolve, reject) => {
      const request = http.get(
        `${t.url}/api/patient/stream`,
        { headers: { Cookie: cookie, Accept: "text/event-stream", "Accept-Encoding": "br, gzip" } },
        (response) => {
          response.once("data", (chunk: Buffer) => {
            resolve({ headers: response.headers, firstChunk: chunk.toString() });
            request.destroy();
          });
        },
      );
      request.on("error", reject);
    });
    expect(headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(headers["content-encoding"]).toBeUndefined();
    expect(firstChunk).toContain("event: ready");
  });
});
