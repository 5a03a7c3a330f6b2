import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PICTURE_BYTES } from "../../../engine/shared/imageType";
import { createPatient, createPro, createProgram, signIn } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { TINY_PNG } from "../../test/pictures";

const PNG = TINY_PNG;
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

describe("GET /api/files/{id} without a session", () => {
  /** A pro's uploaded picture, and a program of that pro's author in `status`. */
  async function pictureAndProgram(status: string) {
    const { client, authorId } = await pro();
    const { file } = (await upload(client, authorId, PNG)).body.value;
    const programId = await createProgram(t.deps, { status });
    await t.db("studies").where({ id: programId }).update({ authorId });
    await t.deps.catalog.reload();
    return { client, authorId, file, programId };
  }

  const asGuest = (url: string) => t.client().get(url);

  it("serves a live program's cover and logo to a guest, as the public program page draws them", async () => {
    for (const field of ["mediaLink", "logoLink"]) {
      const { file, programId } = await pictureAndProgram("INPROGRESS");
      expect((await asGuest(file.url)).status).toBe(404);
      await t
        .db("studies")
        .where({ id: programId })
        .update({ [field]: file.url });
      await t.deps.catalog.reload();
      const read = await asGuest(file.url);
      expect([field, read.status, read.headers.get("content-type")]).toEqual([field, 200, "image/png"]);
    }
  });

  it("serves the author's public page pictures: profile, cover, item on sale, message", async () => {
    const { client, authorId } = await pro();
    const picture = async () => (await upload(client, authorId, PNG)).body.value.file.url as string;
    const [avatar, cover, item, message] = [
      await picture(),
      await picture(),
      await picture(),
      await picture(),
    ];
    const text = (value: string) => ({ fr: value, en: value, it: value, es: value });
    const profile = await client.put(`/api/pro/${authorId}/profile/`, {
      input: {
        name: "Dr Test",
        title: text("Sleep coach"),
        bio: text("Ten years of sleep clinics."),
        languages: ["en"],
        avatarLink: avatar,
        mediaLink: cover,
      },
    });
    expect(profile.status).toBe(200);
    const sale = await client.post(`/api/pro/${authorId}/custom`, {
      input: { name: "Call", mediaLink: item },
      price: 5,
    });
    expect(sale.status).toBe(201);
    const post = await client.post(`/api/pro/${authorId}/content/sleep-well`, {
      message: "Sleep well",
      variables: { mediaLink: message, mediaType: "image" },
    });
    expect(post.status).toBe(201);
    for (const url of [avatar, cover, item, message])
      expect([url, (await asGuest(url)).status]).toEqual([url, 200]);
  });

  it("answers 404 for a picture of a closed program, another author's program, or nothing published, and a patient's", async () => {
    const closed = await pictureAndProgram("CLOSED");
    await t.db("studies").where({ id: closed.programId }).update({ mediaLink: closed.file.url });
    // Another author's program showing this author's picture does not make it public.
    const other = await pictureAndProgram("INPROGRESS");
    const stranger = await createProgram(t.deps);
    await t.db("studies").where({ id: stranger }).update({ mediaLink: other.file.url });
    await t.deps.catalog.reload();
    const patient = await signIn(t.client(), t.deps, await createPatient(t.deps));
    const social = (
      await patient.request("POST", "/api/patient/uploads?access=protected", undefined, {
        rawBody: PNG,
        headers: { "Content-Type": "application/octet-stream" },
      })
    ).body.value.file;
    for (const url of [closed.file.url, other.file.url, social.url]) {
      const answer = await asGuest(url);
      expect([url, answer.status, answer.body.error]).toEqual([url, 404, "NOT_FOUND"]);
      expect((await patient.get(url)).status).toBe(200);
    }
  });
});
