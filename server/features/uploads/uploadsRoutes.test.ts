import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PICTURE_BYTES } from "../../../engine/shared/imageType";
import { openSession } from "../../platform/http/sessions";
import { createDataValues, createPatient, createPro, MEAL_PHOTO, signIn } from "../../test/factories";
import { TINY_JPEG, TINY_PNG } from "../../test/pictures";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { STORAGE_ADAPTERS, startTestStorage, type TestStorage } from "../../test/testStorage";

const NOW = new Date("2025-03-10T10:00:00Z");
const PNG = TINY_PNG;
const JPEG = TINY_JPEG;
const PDF = Uint8Array.from(new TextEncoder().encode("%PDF-1.7 not a picture"));

describe.each(STORAGE_ADAPTERS)("uploads stored on %s", (adapter) => {
  let t: TestApp;
  let place: TestStorage;

  beforeAll(async () => {
    place = await startTestStorage(adapter);
    t = await startTestApp({ now: () => NOW, config: place.config });
    // Two values of the catalogue: the IMAGE one private pictures are recorded in, and another.
    await createDataValues(t.deps, [
      MEAL_PHOTO,
      { value: "sleepQuality", category: "SLEEP", type: "INTENSITY", maxIntensity: 5, rewards: 1 },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await place.close();
  });

  async function patient(): Promise<{ client: TestClient; id: string }> {
    const user = await createPatient(t.deps, { timeZone: "Europe/Paris" });
    return { client: await signIn(t.client(), t.deps, user), id: user.id };
  }

  function upload(
    client: TestClient,
    query: string,
    bytes: Uint8Array<ArrayBuffer>,
    contentType = "image/png",
  ) {
    return client.request("POST", `/api/patient/uploads?${query}`, undefined, {
      rawBody: bytes,
      headers: { "Content-Type": contentType },
    });
  }

  async function counts() {
    const [files, events, activities] = await Promise.all(
      ["storedFiles", "socialEvents", "dailyActivities"].map((table) =>
        t.db(table).count({ n: "*" }).first(),
      ),
    );
    return {
      files: Number(files?.n),
      events: Number(events?.n),
      activities: Number(activities?.n),
      stored: (await place.keys()).length,
    };
  }

  describe("POST /api/patient/uploads", () => {
    it("keeps a private picture under dailyActivity/{value} and records it as today's value", async () => {
      const { client, id } = await patient();
      const answer = await upload(client, "access=private&value=mealPhoto", PNG, "application/octet-stream");
      expect(answer.status).toBe(201);
      const { file, dailyActivity } = answer.body.value;
      expect(file).toMatchObject({
        access: "private",
        contentType: "image/png",
        url: `/api/files/${file.id}`,
      });
      expect(file.path).toMatch(new RegExp(`^dailyActivity/mealPhoto/${id}/${file.id}\\.png$`));
      expect(await place.keys()).toContain(file.path);
      expect(dailyActivity).toMatchObject({
        value: "mealPhoto",
        date: "2025-03-10",
        intensity: 1,
        data: { path: file.path, fileId: file.id },
      });

      const read = await client.get(`/api/files/${file.id}`);
      expect(read.status).toBe(200);
      expect(read.headers.get("content-type")).toBe("image/png");
      expect(Number(read.headers.get("content-length"))).toBe(file.size);
      expect(read.headers.get("x-content-type-options")).toBe("nosniff");
      // Health data: neither the browser nor any cache on the way keeps it.
      expect(read.headers.get("cache-control")).toBe("private, no-store");
    });

    it("records a protected picture as a PICTURE social event that other signed-in users can see", async () => {
      const { client } = await patient();
      const answer = await upload(client, "access=protected", JPEG, "image/png");
      expect(answer.status).toBe(201);
      const { file, socialEvent } = answer.body.value;
      expect(file.contentType).toBe("image/jpeg");
      expect(socialEvent).toMatchObject({ type: "PICTURE", path: file.path, url: `/api/files/${file.id}` });

      const other = await patient();
      const read = await other.client.get(`/api/files/${file.id}`);
      expect(read.status).toBe(200);
      expect(read.headers.get("cache-control")).toBe("private, max-age=3600");
      const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
      expect((await pro.get(`/api/files/${file.id}`)).status).toBe(200);
    });

    it("counts a shared picture in the community's 5-day limit: 409 TOO_SOON with the days remaining, nothing kept", async () => {
      const { client } = await patient();
      expect((await upload(client, "access=protected", PNG)).status).toBe(201);
      const before = await counts();
      const second = await upload(client, "access=protected", PNG);
      expect([second.status, second.body.error, second.body.details]).toEqual([
        409,
        "TOO_SOON",
        [{ daysRemaining: 5 }],
      ]);
      expect(await counts()).toEqual(before);
      const message = await client.post("/api/patient/socialEvents", { groupName: "all", message: "Hello" });
      expect([message.status, message.body.error]).toEqual([409, "TOO_SOON"]);
      // A private picture is not a post.
      expect((await upload(client, "access=private&value=mealPhoto", PNG)).status).toBe(201);
    });

    it("answers 400 NOT_AN_IMAGE for a file that is not a picture, whatever its type says, and writes nothing", async () => {
      const { client } = await patient();
      const before = await counts();
      const answer = await upload(client, "access=private&value=mealPhoto", PDF, "image/png");
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("NOT_AN_IMAGE");
      expect((await upload(client, "access=protected", new Uint8Array(), "image/png")).body.error).toBe(
        "NOT_AN_IMAGE",
      );
      expect(await counts()).toEqual(before);
    });

    it("answers 413 for a picture above 5 MB and writes nothing", async () => {
      const { client } = await patient();
      const before = await counts();
      const big = new Uint8Array(MAX_PICTURE_BYTES + 1);
      big.set(PNG);
      const answer = await upload(client, "access=protected", big);
      expect(answer.status).toBe(413);
      expect(answer.body.error).toBe("TOO_LARGE");
      expect(await counts()).toEqual(before);
    });

    it("answers 413 for a picture above 5 MB sent without a length, and writes nothing", async () => {
      const user = await createPatient(t.deps);
      const token = await openSession(t.db, user.id);
      const before = await counts();
      const chunk = new Uint8Array(1024 * 1024);
      chunk.set(PNG);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ > 6) return controller.close();
          controller.enqueue(chunk);
        },
      });
      const response = await fetch(`${t.url}/api/patient/uploads?access=protected`, {
        method: "POST",
        body,
        duplex: "half",
        headers: { "Content-Type": "image/png", "X-Requested-With": "fetch", Cookie: `sid=${token}` },
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await counts()).toEqual(before);
    });

    it("answers 400 for a bad access, a private picture without an IMAGE value, or a value on a protected one", async () => {
      const { client } = await patient();
      const before = await counts();
      for (const query of [
        "access=public",
        "",
        "access=private",
        "access=private&value=sleepQuality",
        "access=private&value=nothing",
        "access=protected&value=mealPhoto",
        "access=private&value=../etc",
      ]) {
        const answer = await upload(client, query, PNG);
        expect([query, answer.status, answer.body.error]).toEqual([query, 400, "VALIDATION_FAILED"]);
      }
      expect(await counts()).toEqual(before);
    });

    it("answers 401 without a session, 403 to a pro and 403 without the CSRF header", async () => {
      const anonymous = await upload(t.client(), "access=protected", PNG);
      expect([anonymous.status, anonymous.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
      const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
      expect((await upload(pro, "access=protected", PNG)).status).toBe(403);
      const { client } = await patient();
      const noCsrf = await client.request("POST", "/api/patient/uploads?access=protected", undefined, {
        rawBody: PNG,
        headers: { "Content-Type": "image/png" },
        noCsrfHeader: true,
      });
      expect([noCsrf.status, noCsrf.body.error]).toEqual([403, "CSRF_HEADER_MISSING"]);
    });
  });

  describe("GET /api/files/{id}", () => {
    it("answers 404 to anyone but the owner for a private file, and for an unknown id", async () => {
      const owner = await patient();
      const { file } = (await upload(owner.client, "access=private&value=mealPhoto", PNG)).body.value;
      const other = await patient();
      const answer = await other.client.get(`/api/files/${file.id}`);
      expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
      expect((await owner.client.get("/api/files/no-such-file")).status).toBe(404);
    });

    it("answers 404 without a session for a patient's picture, private or protected", async () => {
      const owner = await patient();
      for (const query of ["access=private&value=mealPhoto", "access=protected"]) {
        const { file } = (await upload(owner.client, query, PNG)).body.value;
        const answer = await t.client().get(`/api/files/${file.id}`);
        expect([query, answer.status, answer.body.error]).toEqual([query, 404, "NOT_FOUND"]);
      }
      expect((await t.client().get("/api/files/anything")).status).toBe(404);
    });
  });

  describe("GET /api/health", () => {
    it("says the storage answers", async () => {
      const answer = await t.client().get("/api/health");
      expect([answer.status, answer.body.value.storage]).toEqual([200, "ok"]);
    });
  });
});
