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
    expect(QUEUE_SOURCES.map((source) => source.kind)).toEqual(["event", "comment", "question", "rating"]);
  });

  it("lists a patient's question, and validating it pays its writer the reward shown, once", async () => {
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
    expect([refused.status, refused.body.error]).toEqual([409, "ALREADY_MODERATED"]);
    expect((await balanceOf(t.deps, writer)).amount).toBe(100);
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
      { kind: "comment", text: "a comment", status: "to check", groupName: null },
      { kind: "event", text: "second waiting", status: "to check", groupName: "all", language: "en" },
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

  it("changes nothing on the same decision again, and answers 409 ALREADY_MODERATED to another", async () => {
    const { id } = await waitingMessage("retry");
    expect((await admin.post(`/api/admin/moderation/${id}`, { status: "validated" })).status).toBe(200);
    const again = await admin.post(`/api/admin/moderation/${id}`, { status: "validated" });
    expect([again.status, again.body.value.status]).toEqual([200, "validated"]);
    const other = await admin.post(`/api/admin/moderation/${id}`, { status: "refused" });
    expect([other.status, other.body.error]).toEqual([409, "ALREADY_MODERATED"]);
  });

  it("answers 404 for no such item, 400 for another status, 403 for a patient", async () => {
    expect((await admin.post("/api/admin/moderation/nope", { status: "validated" })).status).toBe(404);
    const { id, client } = await waitingMessage("x");
    expect((await admin.post(`/api/admin/moderation/${id}`, { status: "to check" })).status).toBe(400);
    expect((await client.post(`/api/admin/moderation/${id}`, { status: "validated" })).status).toBe(403);
  });
});
