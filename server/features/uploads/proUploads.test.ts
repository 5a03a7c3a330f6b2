import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PICTURE_BYTES } from "../../../engine/shared/imageType";
import { createPatient, createPro, signIn } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = Uint8Array.from(new TextEncoder().encode("%PDF-1.7 not a picture"));

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "outchi-pro-uploads-"));
  t = await startTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function pro(): Promise<{ client: TestClient; authorId: string }> {
  const user = await createPro(t.deps);
  return { client: await signIn(t.client(), t.deps, user), authorId: user.authorId! };
}

const upload = (client: TestClient, authorId: string, bytes: Uint8Array<ArrayBuffer>) =>
  client.request("POST", `/api/pro/${authorId}/uploads`, undefined, {
    rawBody: bytes,
    headers: { "Content-Type": "application/octet-stream" },
  });

async function written() {
  const files = await t.db("storedFiles").count({ n: "*" }).first();
  let disk = 0;
  try {
    disk = (await readdir(path.join(dataDir, "uploads"), { recursive: true, withFileTypes: true })).filter(
      (entry) => entry.isFile(),
    ).length;
  } catch {
    // No upload yet: no folder.
  }
  return { files: Number(files?.n), disk };
}

describe("POST /api/pro/{proId}/uploads", () => {
  it("keeps the author's picture under authors/{proId}/, readable by patients through its url", async () => {
    const { client, authorId } = await pro();
    const answer = await upload(client, authorId, PNG);
    expect(answer.status).toBe(201);
    const { file } = answer.body.value;
    expect(file).toMatchObject({
      access: "protected",
      contentType: "image/png",
      size: PNG.length,
      url: `/api/files/${file.id}`,
    });
    expect(file.path).toBe(`authors/${authorId}/${file.id}.png`);

    const patient = await signIn(t.client(), t.deps, await createPatient(t.deps));
    const read = await patient.get(file.url);
    expect([read.status, read.headers.get("content-type")]).toEqual([200, "image/png"]);
  });

  it("answers 403 to another pro and to a patient, 401 without a session, and writes nothing", async () => {
    const owner = await pro();
    const other = await pro();
    const patient = await signIn(t.client(), t.deps, await createPatient(t.deps));
    const before = await written();
    expect((await upload(other.client, owner.authorId, PNG)).status).toBe(403);
    expect((await upload(patient, owner.authorId, PNG)).status).toBe(403);
    expect((await upload(t.client(), owner.authorId, PNG)).status).toBe(401);
    expect(await written()).toEqual(before);
  });

  it("answers 400 NOT_AN_IMAGE for a file that is not a picture and 413 above 5 MB, and writes nothing", async () => {
    const { client, authorId } = await pro();
    const before = await written();
    const notAPicture = await upload(client, authorId, PDF);
    expect([notAPicture.status, notAPicture.body.error]).toEqual([400, "NOT_AN_IMAGE"]);
    const big = new Uint8Array(MAX_PICTURE_BYTES + 1);
    big.set(PNG);
    const tooLarge = await upload(client, authorId, big);
    expect([tooLarge.status, tooLarge.body.error]).toEqual([413, "TOO_LARGE"]);
    expect(await written()).toEqual(before);
  });
});
