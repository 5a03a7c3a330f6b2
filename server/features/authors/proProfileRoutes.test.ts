import { readFile } from "node:fs/promises";
import path_ from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { createPatient, createPro, signIn } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

let t: TestApp;
let pro: User;
let client: TestClient;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2026-11-25T10:00:00Z") });
  pro = await createPro(t.deps);
  client = await signIn(t.client(), t.deps, pro);
});
afterAll(() => t.close());

const text = (value: string) => ({ fr: value, en: value, it: value, es: value });
const input = {
  name: "Dr Léa Martin",
  title: text("Sleep coach"),
  bio: text("<i>Ten years</i> of sleep clinics."),
  avatarLink: "/api/files/lea-picture",
  languages: ["fr", "en"],
  socialLinks: ["https://lea.example.org"],
  goals: ["sleep", "stress"],
  price: { monthPrice: 2 },
  features: ["subscriptions", "community_close"],
};

async function asOtherPro(): Promise<TestClient> {
  return signIn(t.client(), t.deps, await createPro(t.deps));
}
async function asPatient(): Promise<TestClient> {
  return signIn(t.client(), t.deps, await createPatient(t.deps));
}

describe("the author's profile", () => {
  const path = () => `/api/pro/${pro.authorId}/profile/`;

  it("starts from the account's name, then is written and kept as text", async () => {
    const first = await client.get(path());
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({
      id: pro.authorId,
      name: "Dr Test",
      languages: [],
      socialLinks: [],
      goals: [],
      features: [],
    });
    const written = await client.put(path(), { input });
    expect(written.status).toBe(200);
    expect(written.body.value).toEqual({ id: pro.authorId, ...input });
    expect((await client.get(path())).body.value).toEqual(written.body.value);
    const row = await t.db("authors").where({ id: pro.authorId }).first();
    expect([row.name, row.monthPrice]).toEqual(["Dr Léa Martin", 2]);
  });

  it("changes only what a partial write names, and takes off what `remove` names", async () => {
    await client.put(path(), { input });
    const bio = await client.put(path(), { input: { bio: text("Now a longer bio.") } });
    expect(bio.status).toBe(200);
    expect(bio.body.value).toEqual({ id: pro.authorId, ...input, bio: text("Now a longer bio.") });
    const { avatarLink: _left, ...without } = input;
    const removed = await client.put(path(), { input: {}, remove: ["avatarLink"] });
    expect(removed.body.value).toEqual({ id: pro.authorId, ...without, bio: text("Now a longer bio.") });
    const both = await client.put(path(), { input: { avatarLink: "/api/files/x" }, remove: ["avatarLink"] });
    expect([both.status, both.body.error, both.body.details?.[0]?.path]).toEqual([
      400,
      "VALIDATION_FAILED",
      "/remove/0",
    ]);
  });

  it("saves the shipped demo author's page unchanged, its pictures being the app's own paths", async () => {
    const authors = JSON.parse(
      await readFile(path_.join(process.cwd(), "content", "authors.json"), "utf8"),
    ) as Array<Record<string, unknown>>;
    const { id: _id, name, price, ...extra } = authors.find((author) => author.id === "demo-pro")!;
    const demo = await createPro(t.deps);
    await t
      .db("authors")
      .where({ id: demo.authorId })
      .update({ name, extra: JSON.stringify({ ...extra, price }) });
    const demoClient = await signIn(t.client(), t.deps, demo);
    const demoPath = `/api/pro/${demo.authorId}/profile/`;
    const { id: _same, ...stored } = (await demoClient.get(demoPath)).body.value;
    expect(stored.avatarLink).toMatch(/^\/media\//);
    const saved = await demoClient.put(demoPath, { input: stored });
    expect(saved.status).toBe(200);
    expect(saved.body.value).toEqual({ id: demo.authorId, ...stored });
  });

  it("refuses a cover video on another host with 400 naming it, and keeps the page", async () => {
    await client.put(path(), { input });
    const answer = await client.put(path(), {
      input: { ...input, mediaLink: "https://cdn.example.org/hello.mp4" },
    });
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(answer.body.details).toEqual([
      { path: "/mediaLink", message: expect.stringMatching(/our server/) },
    ]);
    expect((await client.get(path())).body.value).toEqual({ id: pro.authorId, ...input });
  });

  it("keeps the platform's fields (status) when the pro writes the page", async () => {
    await t
      .db("authors")
      .where({ id: pro.authorId })
      .update({ extra: JSON.stringify({ status: "ACTIVE", searchableInList: true }) });
    await client.put(path(), { input });
    const row = await t.db("authors").where({ id: pro.authorId }).first();
    expect(row.extra).toMatchObject({ status: "ACTIVE", searchableInList: true, goals: ["sleep", "stress"] });
  });

  it.each([
    [{ ...input, avatarLink: "http://cdn.example.org/lea.png" }, "/input/avatarLink"],
    // A picture on another host would tell it who reads the page: uploaded to us only.
    [{ ...input, avatarLink: "https://cdn.example.org/lea.png" }, "/input/avatarLink"],
    [{ ...input, mediaLink: "https://cdn.example.org/cover.jpg" }, "/input/mediaLink"],
    [{ ...input, mediaLink: "javascript:alert(1)" }, "/input/mediaLink"],
    [
      { ...input, socialLinks: ["https://ok.example.org", "ftp://files.example.org"] },
      "/input/socialLinks/1",
    ],
    [{ ...input, name: "" }, "/input/name"],
    [{ ...input, goals: ["astrology"] }, "/input/goals/0"],
    [{ ...input, title: { fr: "Coach" } }, "/input/title/en"],
  ])("answers 400 naming the failing path and changes nothing (%#)", async (body, failing) => {
    const before = await t.db("authors").where({ id: pro.authorId }).first();
    const answer = await client.put(path(), { input: body });
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(answer.body.details.map((detail: { path: string }) => detail.path)).toContain(failing);
    expect(await t.db("authors").where({ id: pro.authorId }).first()).toEqual(before);
  });

  it("answers 401 without a session, 403 to a patient and to another pro", async () => {
    const guest = await t.client().get(path());
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    const patient = await (await asPatient()).put(path(), { input });
    expect([patient.status, patient.body.error]).toEqual([403, "FORBIDDEN"]);
    const other = await (await asOtherPro()).get(path());
    expect([other.status, other.body.error]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("the author's tags", () => {
  let tagger: User;
  let tagClient: TestClient;
  const tags = () => `/api/pro/${tagger.authorId}/tags/`;

  beforeAll(async () => {
    tagger = await createPro(t.deps);
    tagClient = await signIn(t.client(), t.deps, tagger);
  });

  it("adds tags once each and removes one", async () => {
    const added = await tagClient.post(tags(), { tagIds: ["sleep", "stress"] });
    expect([added.status, added.body.value]).toEqual([200, { tagIds: ["sleep", "stress"] }]);
    const again = await tagClient.post(tags(), { tagIds: ["stress", "pain"] });
    expect(again.body.value).toEqual({ tagIds: ["sleep", "stress", "pain"] });
    const removed = await tagClient.delete(`${tags()}stress`);
    expect([removed.status, removed.body.value]).toEqual([200, { tagIds: ["sleep", "pain"] }]);
    expect((await tagClient.get(`/api/pro/${tagger.authorId}/profile/`)).body.value.goals).toEqual([
      "sleep",
      "pain",
    ]);
  });

  it("answers 400 for an unknown tag, naming it, and changes nothing", async () => {
    const before = await t.db("authors").where({ id: tagger.authorId }).first("extra");
    const answer = await tagClient.post(tags(), { tagIds: ["sleep", "astrology"] });
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(answer.body.details.map((detail: { path: string }) => detail.path)).toContain("/tagIds/1");
    const removing = await tagClient.delete(`${tags()}astrology`);
    expect([removing.status, removing.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(await t.db("authors").where({ id: tagger.authorId }).first("extra")).toEqual(before);
  });

  it("answers 409 TOO_MANY_TAGS past 20 and 404 for a tag the author does not hold", async () => {
    const full = await createPro(t.deps);
    const fullClient = await signIn(t.client(), t.deps, full);
    const twenty = Array.from({ length: 20 }, (_, index) => `tag-${index}`);
    await t
      .db("authors")
      .where({ id: full.authorId })
      .update({ extra: JSON.stringify({ goals: twenty }) });
    const answer = await fullClient.post(`/api/pro/${full.authorId}/tags/`, { tagIds: ["sleep"] });
    expect([answer.status, answer.body.error]).toEqual([409, "TOO_MANY_TAGS"]);
    const missing = await tagClient.delete(`${tags()}migraine`);
    expect([missing.status, missing.body.error]).toEqual([404, "NOT_FOUND"]);
  });

  it("answers 401 without a session, 403 to a patient and to another pro", async () => {
    const guest = await t.client().post(tags(), { tagIds: ["sleep"] });
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    const patient = await (await asPatient()).post(tags(), { tagIds: ["sleep"] });
    expect([patient.status, patient.body.error]).toEqual([403, "FORBIDDEN"]);
    const other = await (await asOtherPro()).delete(`${tags()}sleep`);
    expect([other.status, other.body.error]).toEqual([403, "FORBIDDEN"]);
  });
});
