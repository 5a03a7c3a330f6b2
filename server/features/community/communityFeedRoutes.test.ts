import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMUNITY_MESSAGE_INTERVAL_MS } from "../../../engine/community/communityFeed";
import type { User } from "../../platform/db/models";
import { createAccount } from "../accounts/createAccount";
import { addUserSymptom } from "../tracking/addUserSymptom";
import { createPatient, createSymptoms, signIn, TEST_PASSWORD } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { inTransaction } from "../../platform/db/transaction";
import { findVisibleEvent } from "./visibleSocialEvent";

let t: TestApp;
let clock = new Date("2026-11-26T10:00:00Z");
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  await createSymptoms(t.deps, ["MIGRAINE", "ASTHMA"]);
  const adminUser = await createAccount(t.db, {
    email: "admin@test.outchi",
    password: TEST_PASSWORD,
    role: "admin",
    language: "en",
  });
  admin = await signIn(t.client(), t.deps, adminUser);
});
afterAll(() => t.close());

async function patient(language: "en" | "fr" = "en"): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps, { language });
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const post = (client: TestClient, message: string, groupName = "all") =>
  client.post("/api/patient/socialEvents", { groupName, message });

/** Posts a message and has the admin validate it; answers the event's id. */
async function validated(client: TestClient, message: string, groupName = "all"): Promise<string> {
  const sent = await post(client, message, groupName);
  expect(sent.status).toBe(201);
  expect(
    (await admin.post(`/api/admin/moderation/${sent.body.value.id}`, { status: "validated" })).status,
  ).toBe(200);
  return sent.body.value.id;
}

/** Moves the clock past the 5 days between two messages. */
const afterInterval = () => {
  clock = new Date(clock.getTime() + COMMUNITY_MESSAGE_INTERVAL_MS);
};

describe("POST /api/patient/socialEvents", () => {
  it("answers 201 with the message waiting for moderation, shown in my messages but not in the feed", async () => {
    const { client } = await patient();
    const sent = await post(client, "  Hello all  ");
    expect(sent.status).toBe(201);
    expect(sent.body.value).toMatchObject({
      type: "MESSAGE",
      groupName: "all",
      status: "to check",
      language: "en",
      variables: { message: "Hello all" },
      mine: true,
      commentCounter: 0,
      reactions: { counts: {}, mine: null },
    });
    const feed = await client.get("/api/patient/socialEvents?groupName=all");
    expect(feed.body.value.items.map((e: { id: string }) => e.id)).not.toContain(sent.body.value.id);
    const mine = await client.get("/api/patient/socialEvents/mine");
    expect(mine.body.value.items[0]).toMatchObject({ id: sent.body.value.id, status: "to check" });
  });

  it("answers 409 TOO_SOON with the days remaining for a second message within 5 days", async () => {
    const { client } = await patient();
    expect((await post(client, "first")).status).toBe(201);
    clock = new Date(clock.getTime() + 36 * 3_600_000);
    const again = await post(client, "second", "MIGRAINE");
    expect([again.status, again.body.error, again.body.details]).toEqual([
      409,
      "TOO_SOON",
      [{ daysRemaining: 4 }],
    ]);
    afterInterval();
    expect((await post(client, "third")).status).toBe(201);
  });

  it("posts once when the same message is sent twice at once", async () => {
    const { user, client } = await patient();
    const answers = await Promise.all([post(client, "twice"), post(client, "twice")]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await t.db("socialEvents").where({ userId: user.id, type: "MESSAGE" })).toHaveLength(1);
  });

  it("answers 400 for an empty message and 404 for an unknown community", async () => {
    const { client } = await patient();
    const empty = await post(client, "   ");
    expect([empty.status, empty.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const unknown = await post(client, "hi", "NOT_A_SYMPTOM");
    expect([unknown.status, unknown.body.error]).toEqual([404, "NOT_FOUND"]);
  });

  it("answers 400 for a picture that is not the patient's", async () => {
    const { client } = await patient();
    const answer = await client.post("/api/patient/socialEvents", {
      groupName: "all",
      message: "hi",
      assetId: "nope",
    });
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("answers 401 without a session and 403 for a pro or without the CSRF header", async () => {
    const guest = await t.client().post("/api/patient/socialEvents", { groupName: "all", message: "hi" });
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    const { client } = await patient();
    const noCsrf = await client.post(
      "/api/patient/socialEvents",
      { groupName: "all", message: "hi" },
      { noCsrfHeader: true },
    );
    expect(noCsrf.status).toBe(403);
    const pro = await createAccount(t.db, {
      email: "pro-feed@test.outchi",
      password: TEST_PASSWORD,
      role: "pro",
      language: "en",
    });
    const proClient = await signIn(t.client(), t.deps, pro);
    expect((await proClient.get("/api/patient/community")).status).toBe(403);
  });
});

describe("GET /api/patient/socialEvents", () => {
  it("lists validated events of the community in the reader's language, with the writer's social profile", async () => {
    const writer = await patient();
    await t
      .db("socialProfiles")
      .insert({ id: writer.user.id, pseudo: "Migraine warrior", bio: "Since 2010" });
    const id = await validated(writer.client, "In English", "MIGRAINE");
    afterInterval();
    const french = await patient("fr");
    await validated(french.client, "En français", "MIGRAINE");
    const reader = await patient();
    const feed = await reader.client.get("/api/patient/socialEvents?groupName=MIGRAINE");
    expect(feed.status).toBe(200);
    expect(feed.body.value.items).toHaveLength(1);
    expect(feed.body.value.items[0]).toMatchObject({
      id,
      status: "validated",
      mine: false,
      author: { pseudo: "Migraine warrior", bio: "Since 2010", title: null },
    });
  });

  it("shows PICTURE_SOCIAL photos with their file", async () => {
    const { user, client } = await patient();
    await t.db("storedFiles").insert({
      id: "pic-1",
      userId: user.id,
      access: "protected",
      path: "social/x/pic-1.png",
      contentType: "image/png",
      size: 10,
    });
    await t.db("socialEvents").insert({
      id: "picture-1",
      userId: user.id,
      type: "PICTURE",
      path: "social/x/pic-1.png",
      fileId: "pic-1",
      language: "en",
      variables: JSON.stringify({ fileId: "pic-1" }),
    });
    const feed = await client.get("/api/patient/socialEvents?groupName=all&limit=100");
    expect(feed.body.value.items.find((e: { id: string }) => e.id === "picture-1")).toMatchObject({
      type: "PICTURE",
      status: "not checked",
      variables: { fileId: "pic-1" },
    });
  });

  it("pages with nextToken, and answers 400 for a foreign token", async () => {
    const { user, client } = await patient();
    await t.db("socialEvents").insert(
      ["page-a", "page-b"].map((id) => ({
        id,
        userId: user.id,
        type: "MESSAGE",
        groupName: "ASTHMA",
        status: "validated",
        language: "en",
        variables: JSON.stringify({ message: id }),
      })),
    );
    const first = await client.get("/api/patient/socialEvents?groupName=ASTHMA&limit=1");
    expect(first.body.value.items).toHaveLength(1);
    const second = await client.get(
      `/api/patient/socialEvents?groupName=ASTHMA&limit=1&nextToken=${first.body.value.nextToken}`,
    );
    expect(first.body.value.items.map((e: { id: string }) => e.id)).toEqual(["page-b"]);
    expect(second.body.value).toMatchObject({ items: [{ id: "page-a" }], nextToken: null });
    const bad = await client.get("/api/patient/socialEvents?groupName=all&nextToken=abc");
    expect([bad.status, bad.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const tooMany = await client.get("/api/patient/socialEvents?groupName=all&limit=101");
    expect(tooMany.status).toBe(400);
  });

  it("answers 401 without a session and 404 for an unknown community", async () => {
    expect((await t.client().get("/api/patient/socialEvents?groupName=all")).status).toBe(401);
    const { client } = await patient();
    expect((await client.get("/api/patient/socialEvents?groupName=UNKNOWN")).status).toBe(404);
  });
});

describe("DELETE /api/patient/socialEvents/{id}", () => {
  it("deletes the writer's own event, and answers 404 for another person's", async () => {
    afterInterval();
    const writer = await patient();
    const id = (await post(writer.client, "to delete")).body.value.id;
    const other = await patient();
    const theirs = await other.client.delete(`/api/patient/socialEvents/${id}`);
    expect([theirs.status, theirs.body.error]).toEqual([404, "NOT_FOUND"]);
    expect((await writer.client.delete(`/api/patient/socialEvents/${id}`)).body).toEqual({
      success: true,
      value: {},
    });
    expect((await writer.client.delete(`/api/patient/socialEvents/${id}`)).status).toBe(404);
    expect(await t.db("socialEvents").where({ id })).toHaveLength(0);
  });
});

describe("reactions", () => {
  it("keeps one reaction per person and event: a second call changes it; counts per reaction", async () => {
    afterInterval();
    const writer = await patient();
    const id = await validated(writer.client, "react to me");
    const reader = await patient();
    const first = await reader.client.post("/api/patient/messageReaction/", {
      eventId: id,
      reaction: "SMILE",
    });
    expect(first.status).toBe(200);
    const second = await reader.client.post("/api/patient/messageReaction/", {
      eventId: id,
      reaction: "LOVE",
    });
    expect(second.body.value.id).toBe(first.body.value.id);
    await writer.client.post("/api/patient/messageReaction/", { eventId: id, reaction: "LOVE" });
    const feed = await reader.client.get("/api/patient/socialEvents?groupName=all");
    const event = feed.body.value.items.find((e: { id: string }) => e.id === id);
    expect(event.reactions).toEqual({
      counts: { LOVE: 2 },
      mine: { id: first.body.value.id, reaction: "LOVE" },
    });
  });

  it("removes only one's own reaction (404 for another's), and 404 for an event waiting or unknown", async () => {
    afterInterval();
    const writer = await patient();
    const id = await validated(writer.client, "react");
    const reader = await patient();
    const mine = (
      await reader.client.post("/api/patient/messageReaction/", { eventId: id, reaction: "HAPPY" })
    ).body.value.id;
    expect((await writer.client.delete(`/api/patient/messageReaction/${mine}`)).status).toBe(404);
    expect((await reader.client.delete(`/api/patient/messageReaction/${mine}`)).status).toBe(200);
    afterInterval();
    const waiting = (await post(writer.client, "waiting")).body.value.id;
    const answer = await reader.client.post("/api/patient/messageReaction/", {
      eventId: waiting,
      reaction: "HAPPY",
    });
    expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
    const bad = await reader.client.post("/api/patient/messageReaction/", { eventId: id, reaction: "ANGRY" });
    expect(bad.status).toBe(400);
  });

  it("answers 409 REACTIONS_CLOSED and 409 COMMENTS_CLOSED on an event that takes none", async () => {
    afterInterval();
    const writer = await patient();
    const id = await validated(writer.client, "closed");
    await t.db("socialEvents").where({ id }).update({ noReaction: true, noComment: true });
    const react = await writer.client.post("/api/patient/messageReaction/", {
      eventId: id,
      reaction: "HAPPY",
    });
    expect([react.status, react.body.error]).toEqual([409, "REACTIONS_CLOSED"]);
    const comment = await writer.client.post(`/api/patient/socialEvent/${id}/comment`, {
      input: { message: "hi" },
    });
    expect([comment.status, comment.body.error]).toEqual([409, "COMMENTS_CLOSED"]);
  });
});

describe("comments", () => {
  it("waits for moderation, lists once validated (counting on the event), deleted by the writer only", async () => {
    afterInterval();
    const writer = await patient();
    const id = await validated(writer.client, "comment me");
    const reader = await patient();
    const sent = await reader.client.post(`/api/patient/socialEvent/${id}/comment`, {
      input: { message: "Nice" },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({ eventId: id, message: "Nice", status: "to check", mine: true });
    expect((await reader.client.get(`/api/patient/socialEvent/${id}/comments`)).body.value.items).toEqual([]);
    const decided = await admin.post(`/api/admin/moderation/${sent.body.value.id}`, { status: "validated" });
    expect(decided.body.value).toMatchObject({ kind: "comment", status: "validated" });
    const list = await writer.client.get(`/api/patient/socialEvent/${id}/comments?limit=10`);
    expect(list.body.value).toMatchObject({ items: [{ message: "Nice", mine: false }], nextToken: null });
    const feed = await writer.client.get("/api/patient/socialEvents?groupName=all");
    expect(feed.body.value.items.find((e: { id: string }) => e.id === id).commentCounter).toBe(1);
    expect((await writer.client.delete(`/api/patient/comments/${sent.body.value.id}`)).status).toBe(404);
    expect((await reader.client.delete(`/api/patient/comments/${sent.body.value.id}`)).status).toBe(200);
    const after = await writer.client.get("/api/patient/socialEvents?groupName=all");
    expect(after.body.value.items.find((e: { id: string }) => e.id === id).commentCounter).toBe(0);
  });

  it("writes one comment when the same one is sent twice (a retry)", async () => {
    afterInterval();
    const writer = await patient();
    const id = await validated(writer.client, "retry me");
    const send = () =>
      writer.client.post(`/api/patient/socialEvent/${id}/comment`, { input: { message: "Once" } });
    const [first, second] = await Promise.all([send(), send()]);
    expect(second.body.value.id).toBe(first.body.value.id);
    expect(await t.db("socialComments").where({ eventId: id })).toHaveLength(1);
  });

  it("answers 404 on an unknown event and 400 for an empty or too long comment", async () => {
    const { client } = await patient();
    expect(
      (await client.post("/api/patient/socialEvent/nope/comment", { input: { message: "hi" } })).status,
    ).toBe(404);
    expect((await client.get("/api/patient/socialEvent/nope/comments")).status).toBe(404);
    const feed = await client.get("/api/patient/socialEvents?groupName=all");
    const id = feed.body.value.items[0].id;
    expect(
      (await client.post(`/api/patient/socialEvent/${id}/comment`, { input: { message: " " } })).status,
    ).toBe(400);
    expect(
      (await client.post(`/api/patient/socialEvent/${id}/comment`, { input: { message: "x".repeat(501) } }))
        .status,
    ).toBe(400);
  });
});

describe("GET /api/patient/community", () => {
  it("lists my messages, all, then each recurring symptom, unread until opened", async () => {
    const { user, client } = await patient();
    await addUserSymptom(t.db, user, "MIGRAINE");
    const before = await client.get("/api/patient/community");
    expect(before.body.value.items.map((i: { name: string }) => i.name)).toEqual([
      "myMessages",
      "all",
      "MIGRAINE",
    ]);
    expect(before.body.value.items[2]).toMatchObject({ label: "MIGRAINE en" });
    expect(before.body.value.items[1].unread).toBe(true);
    expect((await client.post("/api/patient/community/all/read")).status).toBe(200);
    const after = await client.get("/api/patient/community");
    expect(after.body.value.items[1].unread).toBe(false);
    clock = new Date(clock.getTime() + 60_000);
    afterInterval();
    const writer = await patient();
    await validated(writer.client, "news");
    expect((await client.get("/api/patient/community")).body.value.items[1].unread).toBe(true);
  });

  it("marks my messages unread when one of mine is moderated", async () => {
    afterInterval();
    const { client } = await patient();
    await client.post("/api/patient/community/myMessages/read");
    const sent = await post(client, "mine");
    expect((await client.get("/api/patient/community")).body.value.items[0].unread).toBe(false);
    clock = new Date(clock.getTime() + 60_000);
    await admin.post(`/api/admin/moderation/${sent.body.value.id}`, {
      status: "refused",
      reason: "off topic",
    });
    expect((await client.get("/api/patient/community")).body.value.items[0].unread).toBe(true);
  });

  it("answers 404 when marking an unknown community read, 401 without a session", async () => {
    const { client } = await patient();
    expect((await client.post("/api/patient/community/NOPE/read")).status).toBe(404);
    expect((await t.client().get("/api/patient/community")).status).toBe(401);
  });
});

describe("GET /api/guest/socialEvent/{id}", () => {
  it("answers a validated event to anyone, 404 for one waiting", async () => {
    afterInterval();
    const writer = await patient();
    const id = await validated(writer.client, "public");
    const answer = await t.client().get(`/api/guest/socialEvent/${id}`);
    expect(answer.body.value).toMatchObject({ id, mine: false, variables: { message: "public" } });
    afterInterval();
    const waiting = (await post(writer.client, "not yet")).body.value.id;
    expect((await t.client().get(`/api/guest/socialEvent/${waiting}`)).status).toBe(404);
  });
});

describe.runIf(process.env.DATABASE_URL)("a social event under a comment being written", () => {
  it("is held until the comment's transaction ends: moderating it waits", async () => {
    const { client } = await patient();
    const id = await validated(client, "Held while commented");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let found!: () => void;
    const isFound = new Promise<void>((resolve) => (found = resolve));
    const writer = inTransaction(t.db, async (trx) => {
      await findVisibleEvent(trx, id);
      found();
      await held;
    });
    await isFound;
    const moderation = inTransaction(t.db, async (trx) => {
      await trx.raw("SET LOCAL lock_timeout = '300ms'");
      await trx("socialEvents").where({ id }).update({ status: "refused" });
    });
    await expect(moderation).rejects.toMatchObject({ code: "55P03" });
    release();
    await writer;
  });
});
