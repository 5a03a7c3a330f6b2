import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { openSession } from "../../platform/http/sessions";
import { createDataValues, createPatient, createPro, MEAL_PHOTO } from "../../test/factories";
import { TINY_PNG } from "../../test/pictures";
import { rawGet } from "../../test/rawGet";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { startTestStorage, type TestStorage } from "../../test/testStorage";

let t: TestApp;
let storage: TestStorage;

beforeAll(async () => {
  storage = await startTestStorage("local disk");
  t = await startTestApp({ config: storage.config });
  await createDataValues(t.deps, [MEAL_PHOTO]);
});
afterAll(async () => {
  await t.close();
  await storage.close();
});

/** What a phone writes in a photo: the camera, the place (Paris), and how the photo is turned. */
const PHONE_EXIF = {
  IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "48/1 51/1 24/1",
    GPSLongitudeRef: "E",
    GPSLongitude: "2/1 21/1 3/1",
  },
};
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4N"/></rdf:RDF></x:xmpmeta>`;

/** A 40 × 20 picture of `format` carrying EXIF with a GPS position, XMP, an ICC profile, and `orientation`. */
async function taggedPicture(
  format: "jpeg" | "png" | "webp",
  orientation = 1,
): Promise<Uint8Array<ArrayBuffer>> {
  const image = sharp({ create: { width: 40, height: 20, channels: 3, background: "#c33" } })
    .toFormat(format)
    .withIccProfile("p3")
    .withExif(PHONE_EXIF)
    .withXmp(XMP)
    .withMetadata({ orientation });
  return Uint8Array.from(await image.toBuffer());
}

/** An animated GIF of two frames. */
async function animatedGif(): Promise<Uint8Array<ArrayBuffer>> {
  const frame = (colour: string) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
      .raw()
      .toBuffer();
  const frames = Buffer.concat([await frame("#f00"), await frame("#00f")]);
  const gif = sharp(frames, { raw: { width: 8, height: 16, channels: 3, pageHeight: 8 } }).gif({
    delay: [100, 100],
  });
  return Uint8Array.from(await gif.toBuffer());
}

/** No trace of any metadata block: neither sharp's reading nor the raw bytes find one. */
async function expectNoMetadata(bytes: Uint8Array) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata).toMatchObject({ hasProfile: false });
  expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc, metadata.comments]).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  const text = Buffer.from(bytes).toString("latin1");
  for (const trace of [
    "Exif",
    "PhoneMaker",
    "GPS",
    "xmpmeta",
    "48,51",
    "ICC_PROFILE",
    "tEXt",
    "iTXt",
    "eXIf",
  ]) {
    expect(text.includes(trace), trace).toBe(false);
  }
}

interface Session {
  client: TestClient;
  cookie: string;
}

async function signedIn(user: User): Promise<Session> {
  const token = await openSession(t.db, user.id);
  return { client: t.client().useSession(token), cookie: `sid=${token}` };
}

const patient = async () => signedIn(await createPatient(t.deps));

const upload = ({ client }: Session, url: string, bytes: Uint8Array<ArrayBuffer>) =>
  client.request("POST", url, undefined, {
    rawBody: bytes,
    headers: { "Content-Type": "application/octet-stream" },
  });

/** The bytes kept on disk and the bytes served for an uploaded file. */
async function storedAndServed({ cookie }: Session, file: { path: string; url: string }) {
  const stored = await readFile(path.join(storage.config.dataDir, "uploads", ...file.path.split("/")));
  const served = await rawGet(`${t.url}${file.url}`, { Cookie: cookie });
  expect(served.status).toBe(200);
  return { stored, served: served.body };
}

describe("an uploaded picture keeps no metadata", () => {
  it("strips a phone photo's EXIF (GPS position included), XMP and ICC profile, stored and served", async () => {
    const sent = await taggedPicture("jpeg");
    // The photo does carry them on the way in.
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    for (const access of ["access=protected", "access=private&value=mealPhoto"]) {
      const client = await patient();
      const answer = await upload(client, `/api/patient/uploads?${access}`, sent);
      expect(answer.status).toBe(201);
      const { file } = answer.body.value;
      expect(file.contentType).toBe("image/jpeg");
      const { stored, served } = await storedAndServed(client, file);
      expect(served.equals(stored)).toBe(true);
      expect(file.size).toBe(stored.length);
      await expectNoMetadata(stored);
      expect(await sharp(stored).metadata()).toMatchObject({ format: "jpeg", width: 40, height: 20 });
    }
  });

  it("turns a photo taken sideways upright: the orientation is applied to the pixels, then dropped", async () => {
    const client = await patient();
    // EXIF orientation 6: the camera was turned a quarter; the viewer must rotate it 90° clockwise.
    const answer = await upload(
      client,
      "/api/patient/uploads?access=protected",
      await taggedPicture("jpeg", 6),
    );
    const { stored } = await storedAndServed(client, answer.body.value.file);
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([20, 40, undefined]);
    await expectNoMetadata(stored);
  });

  it("strips PNG and WebP pictures the same way, in their own type", async () => {
    for (const [format, type] of [
      ["png", "image/png"],
      ["webp", "image/webp"],
    ] as const) {
      const client = await patient();
      const answer = await upload(
        client,
        "/api/patient/uploads?access=protected",
        await taggedPicture(format, 6),
      );
      expect([format, answer.status, answer.body.value.file.contentType]).toEqual([format, 201, type]);
      const { stored } = await storedAndServed(client, answer.body.value.file);
      expect(await sharp(stored).metadata()).toMatchObject({ format, width: 20, height: 40 });
      await expectNoMetadata(stored);
    }
  });

  it("keeps every frame of an animated GIF", async () => {
    const client = await patient();
    const answer = await upload(client, "/api/patient/uploads?access=protected", await animatedGif());
    expect(answer.body.value.file.contentType).toBe("image/gif");
    const { stored } = await storedAndServed(client, answer.body.value.file);
    expect(await sharp(stored, { animated: true }).metadata()).toMatchObject({
      format: "gif",
      pages: 2,
      width: 8,
    });
    await expectNoMetadata(stored);
  });

  it("strips an author's picture too", async () => {
    const user = await createPro(t.deps);
    const pro = await signedIn(user);
    const answer = await upload(pro, `/api/pro/${user.authorId}/uploads`, await taggedPicture("jpeg", 6));
    expect(answer.status).toBe(201);
    const { stored, served } = await storedAndServed(pro, answer.body.value.file);
    expect(served.equals(stored)).toBe(true);
    expect(await sharp(stored).metadata()).toMatchObject({ width: 20, height: 40 });
    await expectNoMetadata(stored);
  });

  it("answers 400 NOT_AN_IMAGE for a picture's signature on bytes that are not one, or too many pixels, and writes nothing", async () => {
    const client = await patient();
    const before = await t.db("storedFiles").count({ n: "*" }).first();
    const truncated = TINY_PNG.slice(0, 30);
    // A PNG header that says 10000 × 10000 pixels: 100 million, above MAX_PICTURE_PIXELS.
    const huge = Uint8Array.from(TINY_PNG);
    new DataView(huge.buffer).setUint32(16, 10_000);
    new DataView(huge.buffer).setUint32(20, 10_000);
    for (const bytes of [truncated, huge]) {
      const answer = await upload(client, "/api/patient/uploads?access=protected", bytes);
      expect([answer.status, answer.body.error]).toEqual([400, "NOT_AN_IMAGE"]);
    }
    expect(await t.db("storedFiles").count({ n: "*" }).first()).toEqual(before);
  });
});
