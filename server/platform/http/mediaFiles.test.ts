import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../../test/rawGet";
import { startTestApp, type TestApp } from "../../test/testApp";

let t: TestApp;
let root: string;
/** A stand-in video: 1,000 bytes, each its own index modulo 256, so any slice can be checked. */
const VIDEO = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "outchi-media-"));
  fs.mkdirSync(path.join(root, "media"));
  fs.writeFileSync(path.join(root, "media", "breathing.mp4"), VIDEO);
  fs.writeFileSync(path.join(root, "media", ".hidden.mp4"), VIDEO);
  fs.writeFileSync(path.join(root, "secret.txt"), "outside the media folder");
  t = await startTestApp({ config: { contentDir: root } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe("content media (/media/)", () => {
  it("sends a whole video, saying that it takes ranges", async () => {
    const response = await fetch(`${t.url}/media/breathing.mp4`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await bytesOf(response)).toEqual(VIDEO);
  });

  it("sends the part a player asks for (Safari plays a video only this way)", async () => {
    const response = await fetch(`${t.url}/media/breathing.mp4`, { headers: { Range: "bytes=0-1" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 0-1/1000");
    expect(await bytesOf(response)).toEqual(VIDEO.slice(0, 2));

    const seek = await fetch(`${t.url}/media/breathing.mp4`, { headers: { Range: "bytes=600-" } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get("content-range")).toBe("bytes 600-999/1000");
    expect(seek.headers.get("content-length")).toBe("400");
    expect(await bytesOf(seek)).toEqual(VIDEO.slice(600));
  });

  it("answers 416 with the file's size to a range past its end", async () => {
    const response = await fetch(`${t.url}/media/breathing.mp4`, { headers: { Range: "bytes=5000-" } });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */1000");
  });

  it("answers 304 to a browser that has the file, and HEAD without a body", async () => {
    const first = await fetch(`${t.url}/media/breathing.mp4`);
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();
    // (fetch adds Cache-Control: no-cache to a conditional request, which a browser's cache does not.)
    const again = await rawGet(`${t.url}/media/breathing.mp4`, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await fetch(`${t.url}/media/breathing.mp4`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("1000");
    expect(await head.text()).toBe("");
  });

  it("answers 404 for a missing file, a folder, a hidden file and any path leaving the folder", async () => {
    for (const file of ["gone.mp4", "", ".hidden.mp4", "..%2fsecret.txt", "%2e%2e/secret.txt", "%", "%00"]) {
      const response = await fetch(`${t.url}/media/${file}`);
      expect(response.status, file).toBe(404);
      expect(await response.text(), file).not.toContain("outside the media folder");
    }
  });
});
