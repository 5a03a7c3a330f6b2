import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMUNITY_MESSAGE_INTERVAL_MS } from "../../../engine/community/communityFeed";
import { createAccount } from "../accounts/createAccount";
import { QUEUE_SOURCES } from "./queueSources";
import { balanceOf, createPatient, signIn, TEST_PASSWORD } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

let t: TestApp;
let clock = new Date("2026-11-26T10:00:00Z");
let admin: TestClient;
let adminId: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  const user = await createAccount(t.db, {
    email: "mod@test.outchi",
    password: TEST_PASSWORD,
    role: "admin",
    language: "en",
  });
  adminId = user.id;
  admin = await signIn(t.client(), t.deps, user);
});
afterAll(() => t.close());

async function waitingMessage(text: string): Promise<{ id: string; client: TestClient }> {
  clock = new Date(clock.getTime() + COMMUNITY_MESSAGE_INTERVAL_MS);
  const client = await signIn(t.client(), t.deps, await createPatient(t.deps));
  const sent = await client.post("/api/patient/socialEvents", { groupName: "all", message: text });
  return { id: sent.body.value.id, client };
}

describe("GET /api/admin/moderation", () => {
  it("has one source per kind: events, comments, the questions patients ask, the ratings' comments", () => {
    expect(QUEUE_SOURCES.map((source) => source.kind)).toEqual([
      "event",
      "comment",
      "question",
      "rating",
      "answer",
    ]);
  });

  it("lists a patient's question with its options, and validating it pays its writer the reward shown, once", async () => {
    const writer = await createPatient(t.deps);
    const client = await signIn(t.client(), t.deps, writer);
    const asked = await client.post("/api/patient/communityQuestions", {
      question: "Do you sleep better after a walk?",
      groupName: "community_all_en",
      type: "open",
    });
    expect(asked.status).toBe(201);
    const queue = await admin.get("/api/admin/moderation");
    const item = queue.body.value.items.find((i: { id: string }) => i.id === asked.body.value.id);
    expect(item).toMatchObject({
      kind: "question",
      status: "to check",
      text: "Do you sleep better after a walk?",
    });
    const validated = await admin.post(`/api/admin/moderation/${asked.body.value.id}`, {
      status: "validated",
    });
    expect(validated.body.value).toMatchObject({ kind: "question", status: "validated" });
    const again = await admin.post(`/api/admin/moderation/${asked.body.value.id}`, { status: "validated" });
    expect(again.status).toBe(200);
    const refused = await admin.post(`/api/admin/moderation/${asked.body.value.id}`, { status: "refused" });
    expect([refused.status, refused.body.value.status]).toEqual([200, "refused"]);
    const revalidated = await admin.post(`/api/admin/moderation/${asked.body.value.id}`, {
      status: "validated",
    });
    expect(revalidated.body.value.status).toBe("validated");
    expect((await balanceOf(t.deps, writer)).amount).toBe(100);
  });

  it("shows a choice question's options", async () => {
    const client = await signIn(t.client(), t.deps, await createPatient(t.deps));
    const asked = await client.post("/api/patient/communityQuestions", {
      question: "Which helps most?",
      groupName: "community_all_en",
      type: "selectOne",
      options: [{ text: "Walking" }, { text: "Sleeping" }],
    });
    const queue = await admin.get("/api/admin/moderation");
    const item = queue.body.value.items.find((i: { id: string }) => i.id === asked.body.value.id);
    expect(item).toMatchObject({ kind: "question", options: ["Walking", "Sleeping"] });
  });

  it("lists waiting events and comments, oldest first", async () => {
    const first = await waitingMessage("first waiting");
    await t.db("socialEvents").where({ id: first.id }).update({ status: "validated" });
    const comment = await first.client.post(`/api/patient/socialEvent/${first.id}/comment`, {
      input: { message: "a comment" },
    });
    const second = await waitingMessage("second waiting");
    const queue = await admin.get("/api/admin/moderation");
    expect(queue.status).toBe(200);
    const ours = queue.body.value.items.filter((i: { id: string }) =>
      [comment.body.value.id, second.id].includes(i.id),
    );
    expect(ours).toMatchObject([
      { kind: "comment", text: "a comment", status: "to check", groupName: null, groupTitle: null },
      {
        kind: "event",
        text: "second waiting",
        status: "to check",
        groupName: "all",
        groupTitle: null,
        language: "en",
      },
    ]);
  });

  it("answers 401 without a session and 403 for a patient", async () => {
    expect((await t.client().get("/api/admin/moderation")).status).toBe(401);
    const patient = await signIn(t.client(), t.deps, await createPatient(t.deps));
    const answer = await patient.get("/api/admin/moderation");
    expect([answer.status, answer.body.error]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("POST /api/admin/moderation/{id}", () => {
  it("refuses with the reason and the admin kept; the item leaves the queue", async () => {
    const { id } = await waitingMessage("spam");
    const answer = await admin.post(`/api/admin/moderation/${id}`, {
      status: "refused",
      reason: "advertising",
    });
    expect(answer.body.value).toMatchObject({
      id,
      kind: "event",
      status: "refused",
      reason: "advertising",
      moderatedBy: adminId,
    });
    const row = await t.db("socialEvents").where({ id }).first("status", "moderationReason", "moderatedBy");
    expect(row).toEqual({ status: "refused", moderationReason: "advertising", moderatedBy: adminId });
    const queue = await admin.get("/api/admin/moderation");
    expect(queue.body.value.items.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it("changes nothing on the same decision again", async () => {
    const { id } = await waitingMessage("retry");
    const first = await admin.post(`/api/admin/moderation/${id}`, { status: "validated" });
    const again = await admin.post(`/api/admin/moderation/${id}`, { status: "validated" });
    expect([again.status, again.body.value]).toEqual([200, first.body.value]);
  });

  it("takes a published message down: only its writer still sees it, refused with the reason", async () => {
    const { id, client } = await waitingMessage("published, then taken down");
    await admin.post(`/api/admin/moderation/${id}`, { status: "validated" });
    const reader = await signIn(t.client(), t.deps, await createPatient(t.deps));
    const feedIds = async () =>
      (await reader.get("/api/patient/socialEvents?groupName=all")).body.value.items.map(
        (e: { id: string }) => e.id,
      );
    expect(await feedIds()).toContain(id);

    const down = await admin.post(`/api/admin/moderation/${id}`, {
      status: "refused",
      reason: "medical advice",
    });
    expect(down.body.value).toMatchObject({
      status: "refused",
      reason: "medical advice",
      moderator: "mod@test.outchi",
    });
    expect(await feedIds()).not.toContain(id);
    expect((await t.client().get(`/api/guest/socialEvent/${id}`)).status).toBe(404);
    const mine = await client.get("/api/patient/socialEvents/mine");
    expect(mine.body.value.items[0]).toMatchObject({
      id,
      status: "refused",
      moderationReason: "medical advice",
    });
  });

  it("takes down a community picture shown at once (not checked)", async () => {
    const writer = await createPatient(t.deps);
    const id = `picture-${writer.id}`;
    await t
      .db("socialEvents")
      .insert({ id, userId: writer.id, type: "PICTURE", path: "social/p.png", language: "en" });
    const down = await admin.post(`/api/admin/moderation/${id}`, { status: "refused" });
    expect([down.status, down.body.value.status]).toEqual([200, "refused"]);
    expect((await t.db("socialEvents").where({ id }).first("status")).status).toBe("refused");
  });

  it("undoes a decision with `to check`: the item waits again and leaves the history", async () => {
    const { id } = await waitingMessage("to undo");
    await admin.post(`/api/admin/moderation/${id}`, { status: "refused", reason: "oops" });
    const history = await admin.get("/api/admin/moderation/history");
    expect(history.body.value.items[0]).toMatchObject({
      id,
      status: "refused",
      reason: "oops",
      moderatedBy: adminId,
      moderator: "mod@test.outchi",
      moderatedAt: clock.toISOString(),
    });
    const undone = await admin.post(`/api/admin/moderation/${id}`, { status: "to check" });
    expect(undone.body.value).toMatchObject({
      status: "to check",
      reason: null,
      moderatedBy: null,
      moderatedAt: null,
    });
    const queue = await admin.get("/api/admin/moderation");
    expect(queue.body.value.items.map((i: { id: string }) => i.id)).toContain(id);
    const after = await admin.get("/api/admin/moderation/history");
    expect(after.body.value.items.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it("lets a refused message no longer hold its writer back for 5 days", async () => {
    const { id, client } = await waitingMessage("refused");
    const tooSoon = await client.post("/api/patient/socialEvents", { groupName: "all", message: "again" });
    expect([tooSoon.status, tooSoon.body.error, tooSoon.body.details]).toEqual([
      409,
      "TOO_SOON",
      [{ daysRemaining: 5 }],
    ]);
    await admin.post(`/api/admin/moderation/${id}`, { status: "refused" });
    expect(
      (await client.post("/api/patient/socialEvents", { groupName: "all", message: "again" })).status,
    ).toBe(201);
  });

  it("answers 404 for no such item, 400 for another status, 403 for a patient", async () => {
    expect((await admin.post("/api/admin/moderation/nope", { status: "validated" })).status).toBe(404);
    const { id, client } = await waitingMessage("x");
    expect((await admin.post(`/api/admin/moderation/${id}`, { status: "not checked" })).status).toBe(400);
    expect((await client.post(`/api/admin/moderation/${id}`, { status: "validated" })).status).toBe(403);
    expect((await client.get("/api/admin/moderation/history")).status).toBe(403);
  });
});

describe("POST /api/patient/socialEvents/{id}/report", () => {
  it("puts a published event back in the queue, marked as reported with the reasons, once per patient", async () => {
    const { id, client: writer } = await waitingMessage("reported message");
    await admin.post(`/api/admin/moderation/${id}`, { status: "validated" });
    const [first, second] = await Promise.all(
      [1, 2].map(async () => signIn(t.client(), t.deps, await createPatient(t.deps))),
    );
    const reported = await first!.post(`/api/patient/socialEvents/${id}/report`, { reason: "  rude  " });
    expect([reported.status, reported.body.value]).toEqual([200, {}]);
    expect((await first!.post(`/api/patient/socialEvents/${id}/report`, { reason: "again" })).status).toBe(
      200,
    );
    await second!.post(`/api/patient/socialEvents/${id}/report`, {});

    const queue = await admin.get("/api/admin/moderation");
    const item = queue.body.value.items.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({ status: "validated", reports: { count: 2, reasons: ["rude"] } });
    // Still shown while the admins look at it.
    const feed = await second!.get("/api/patient/socialEvents?groupName=all");
    expect(feed.body.value.items.map((e: { id: string }) => e.id)).toContain(id);

    const kept = await admin.post(`/api/admin/moderation/${id}`, { status: "validated" });
    expect(kept.body.value).toMatchObject({ status: "validated", reports: { count: 0, reasons: [] } });
    const after = await admin.get("/api/admin/moderation");
    expect(after.body.value.items.map((i: { id: string }) => i.id)).not.toContain(id);

    const own = await writer.post(`/api/patient/socialEvents/${id}/report`, {});
    expect([own.status, own.body.error]).toEqual([409, "OWN_EVENT"]);
  });

  it("answers 404 for an event not shown, 400 for a reason over 500 characters, 401 without a session", async () => {
    const { id } = await waitingMessage("still waiting");
    const reader = await signIn(t.client(), t.deps, await createPatient(t.deps));
    const hidden = await reader.post(`/api/patient/socialEvents/${id}/report`, {});
    expect([hidden.status, hidden.body.error]).toEqual([404, "NOT_FOUND"]);
    const long = await reader.post(`/api/patient/socialEvents/${id}/report`, { reason: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect((await t.client().post(`/api/patient/socialEvents/${id}/report`, {})).status).toBe(401);
  });
});

describe("free-text answers", () => {
  it("wait in the queue with their question, and the others read them once validated", async () => {
    const question = `q-${crypto.randomUUID()}`;
    await t.db("communityQuestions").insert({ id: question, text: JSON.stringify({ en: "What helps?" }) });
    const writer = await signIn(t.client(), t.deps, await createPatient(t.deps));
    await writer.post(`/api/patient/communityQuestions/${question}/answers`, { text: "A walk" });
    const reader = await signIn(t.client(), t.deps, await createPatient(t.deps));
    const others = () => reader.get(`/api/patient/communityQuestions/${question}/answers`);
    expect((await others()).body.value.items).toEqual([]);

    const queue = await admin.get("/api/admin/moderation");
    const item = queue.body.value.items.find(
      (i: { kind: string; text: string }) => i.kind === "answer" && i.text === "A walk",
    );
    expect(item).toMatchObject({ status: "to check", question: "What helps?", language: "en" });
    await admin.post(`/api/admin/moderation/${item.id}`, { status: "validated" });
    expect((await others()).body.value.items.map((a: { text: string }) => a.text)).toEqual(["A walk"]);
  });
});
