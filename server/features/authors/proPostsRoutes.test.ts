import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { createPatient, createProgram, createPro, signIn } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

const NOW = "2026-11-25T10:00:00Z";
let t: TestApp;
let pro: User;
let client: TestClient;
let linked: TestClient;
let unlinked: TestClient;
let programId: string;

async function patientLinked(status: string, end: string): Promise<TestClient> {
  const patient = await createPatient(t.deps);
  await t.db("authorLinks").insert({
    id: `${patient.id}_${pro.authorId}`,
    userId: patient.id,
    authorId: pro.authorId,
    status,
    end,
    payed: true,
  });
  return signIn(t.client(), t.deps, patient);
}

async function deck(
  patient: TestClient,
): Promise<Array<Record<string, unknown> & { autorTask?: { type: string; contentId?: string } }>> {
  const answer = await patient.get("/api/patient/todo");
  expect(answer.status).toBe(200);
  return answer.body.value.cards;
}

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(NOW) });
  pro = await createPro(t.deps);
  client = await signIn(t.client(), t.deps, pro);
  programId = await createProgram(t.deps);
  // Not live: a patient could not open it, so no author may suggest it.
  await createProgram(t.deps, { id: "draft-program", status: "DRAFT" });
  // A questionnaire of the content, as the loader stores it: what a PUSH_QUEST may suggest.
  await t.db("questionnaires").insert({
    id: "sleep-check",
    type: "SLEEP",
    rewards: 0,
    period: 7,
    definition: JSON.stringify({ id: "sleep-check" }),
  });
  linked = await patientLinked("VALIDATED", "2026-12-31");
  unlinked = await signIn(t.client(), t.deps, await createPatient(t.deps));
  // A link that ended, and one never validated: neither patient is sent anything.
  await patientLinked("VALIDATED", "2026-11-20");
  await patientLinked("TO_VALIDATE", "2026-12-31");
});
afterAll(() => t.close());

async function asOtherPro(): Promise<TestClient> {
  return signIn(t.client(), t.deps, await createPro(t.deps));
}

describe("POST /api/pro/{proId}/content/{x}", () => {
  const path = (x: string) => `/api/pro/${pro.authorId}/content/${x}`;

  it("stores the message and puts it in the linked patients' decks only, as text", async () => {
    const message = "Dim the lights <b>an hour</b> before bed.";
    const answer = await client.post(path("wind-down"), {
      message,
      variables: { mediaLink: "/api/files/night-picture", mediaType: "image" },
      noComment: true,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.value).toMatchObject({
      id: "wind-down",
      autorId: pro.authorId,
      message,
      noReaction: false,
      noComment: true,
      date: "2026-11-25",
      sent: 1,
    });
    const card = (await deck(linked)).find((entry) => entry.type === "AUTOR_MESSAGE");
    expect(card).toMatchObject({
      date: "2026-11-25",
      maxDate: "2026-11-27",
      eventId: `${pro.authorId}:wind-down`,
      author: { id: pro.authorId, name: "Dr Test" },
      message,
      mediaLink: "/api/files/night-picture",
    });
    expect((await deck(unlinked)).some((entry) => entry.type === "AUTOR_MESSAGE")).toBe(false);
  });

  it("answers 409 CONTENT_ID_TAKEN for an id already posted, and sends nothing more", async () => {
    await client.post(path("twice"), { message: "Once" });
    const again = await client.post(path("twice"), { message: "Once" });
    expect([again.status, again.body.error]).toEqual([409, "CONTENT_ID_TAKEN"]);
    const cards = (await deck(linked)).filter((entry) => entry.eventId === `${pro.authorId}:twice`);
    expect(cards).toHaveLength(1);
  });

  it.each([
    [{ message: "" }, "/message"],
    [{ message: "Hi", variables: { mediaLink: "http://cdn.example.org/a.jpg" } }, "/variables/mediaLink"],
    // A picture on another host would tell it which patient opened the message: uploaded to us only.
    [{ message: "Hi", variables: { mediaLink: "https://cdn.example.org/a.jpg" } }, "/variables/mediaLink"],
    // A video file too: its host would learn who watches it (engine/shared/foreignMedia.ts).
    [
      { message: "Hi", variables: { mediaLink: "https://cdn.example.org/a.mp4", mediaType: "video" } },
      "/variables/mediaLink",
    ],
    [{ message: "Hi", noReaction: "yes" }, "/noReaction"],
  ])("answers 400 naming the failing path and stores nothing (%#)", async (body, failing) => {
    const answer = await client.post(path("invalid"), body);
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(answer.body.details.map((detail: { path: string }) => detail.path)).toContain(failing);
    expect(await t.db("authorMessages").where({ id: "invalid" })).toEqual([]);
  });

  it("answers 400 for an id that is not a slug", async () => {
    const answer = await client.post(path("Not%20a%20slug"), { message: "Hi" });
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("answers 401 without a session, 403 to a patient and to another pro", async () => {
    const guest = await t.client().post(path("guest"), { message: "Hi" });
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    const patient = await linked.post(path("patient"), { message: "Hi" });
    expect([patient.status, patient.body.error]).toEqual([403, "FORBIDDEN"]);
    const other = await (await asOtherPro()).post(path("other"), { message: "Hi" });
    expect([other.status, other.body.error]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("GET /api/pro/{proId}/content", () => {
  it("lists the author's messages newest first, with how many decks each was put in", async () => {
    const author = await createPro(t.deps);
    const own = await signIn(t.client(), t.deps, author);
    expect((await own.get(`/api/pro/${author.authorId}/content`)).body.value).toEqual({ items: [] });
    await own.post(`/api/pro/${author.authorId}/content/first`, { message: "First" });
    await own.post(`/api/pro/${author.authorId}/content/second`, {
      message: "Second",
      variables: { mediaLink: "/api/files/b-picture", mediaType: "image" },
      noReaction: true,
    });
    const answer = await own.get(`/api/pro/${author.authorId}/content`);
    expect(answer.status).toBe(200);
    expect(answer.body.value.items).toEqual([
      {
        id: "second",
        autorId: author.authorId,
        message: "Second",
        variables: { mediaLink: "/api/files/b-picture", mediaType: "image" },
        noReaction: true,
        noComment: false,
        date: "2026-11-25",
        createdAt: expect.any(String),
        sent: 0,
      },
      expect.objectContaining({ id: "first", message: "First", variables: {}, sent: 0 }),
    ]);
    // Another author's messages are not in it.
    expect(
      answer.body.value.items.some((item: { autorId: string }) => item.autorId !== author.authorId),
    ).toBe(false);
  });

  it("answers 401 without a session, 403 to a patient and to another pro", async () => {
    const path = `/api/pro/${pro.authorId}/content`;
    expect((await t.client().get(path)).status).toBe(401);
    expect((await linked.get(path)).status).toBe(403);
    expect((await (await asOtherPro()).get(path)).status).toBe(403);
  });
});

describe("POST /api/pro/{proId}/tasks", () => {
  const path = () => `/api/pro/${pro.authorId}/tasks`;
  const ask = { type: "SEND_MESSAGE", prompt: "How did you sleep this week?" };

  it("sends an AUTOR_TASK card to the linked patients' decks only", async () => {
    const answer = await client.post(path(), {
      key: "task-key-0001",
      autorTask: ask,
      title: "A question from your coach",
      rewards: 5,
    });
    expect([answer.status, answer.body.value]).toEqual([200, { sent: 1 }]);
    const card = (await deck(linked)).find((entry) => entry.type === "AUTOR_TASK");
    expect(card).toMatchObject({
      date: "2026-11-25",
      maxDate: "2026-11-27",
      rewards: 5,
      globalnotificationID: pro.authorId,
      title: "A question from your coach",
      authorName: "Dr Test",
      autorTask: ask,
    });
    expect((await deck(unlinked)).some((entry) => entry.type === "AUTOR_TASK")).toBe(false);
  });

  it("sends a PUSH_QUEST of the content's questionnaires to the linked patients' decks only", async () => {
    const autorTask = { type: "PUSH_QUEST", questionnaireIds: ["sleep-check"] };
    const answer = await client.post(path(), {
      key: "task-key-0009",
      autorTask,
      title: "Two minutes on your sleep",
      description: "Fill it in before our next talk.",
      rewards: 10,
    });
    expect([answer.status, answer.body.value]).toEqual([200, { sent: 1 }]);
    const cards = (await deck(linked)).filter((entry) => entry.autorTask?.type === "PUSH_QUEST");
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      type: "AUTOR_TASK",
      date: "2026-11-25",
      maxDate: "2026-11-27",
      rewards: 10,
      globalnotificationID: pro.authorId,
      title: "Two minutes on your sleep",
      description: "Fill it in before our next talk.",
      authorName: "Dr Test",
      autorTask,
    });
    expect((await deck(unlinked)).some((entry) => entry.type === "AUTOR_TASK")).toBe(false);
  });

  it("sends CONTENT made of blocks to the linked patients' decks only, its text as text", async () => {
    const autorTask = {
      type: "CONTENT",
      contentId: "wind-down-routine",
      body: [
        { type: "text", text: "Your wind-down routine", style: "title" },
        { type: "text", text: "Dim the lights <b>an hour</b> before bed.", style: "body" },
        {
          type: "button",
          label: "Read more",
          action: { kind: "openUrl", url: "https://example.org/sleep" },
        },
        { type: "button", label: "I'll try tonight", action: { kind: "complete", done: true } },
      ],
    };
    const answer = await client.post(path(), {
      key: "task-key-0010",
      autorTask,
      title: "A word from Dr Test",
    });
    expect([answer.status, answer.body.value]).toEqual([200, { sent: 1 }]);
    const cards = (await deck(linked)).filter((entry) => entry.autorTask?.type === "CONTENT");
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      type: "AUTOR_TASK",
      rewards: 0,
      globalnotificationID: pro.authorId,
      title: "A word from Dr Test",
      authorName: "Dr Test",
      autorTask,
    });
    expect((await deck(unlinked)).some((entry) => entry.type === "AUTOR_TASK")).toBe(false);
  });

  it("refuses a block's video on another host with 400 naming it, and sends nothing", async () => {
    const autorTask = {
      type: "CONTENT",
      contentId: "tracked-video",
      body: [{ type: "media", mediaType: "video", mediaLink: "https://cdn.example.org/clip.mp4" }],
    };
    const answer = await client.post(path(), { key: "task-key-0011", autorTask });
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(answer.body.details.map((detail: { path: string }) => detail.path)).toEqual([
      "/autorTask/body/0/mediaLink",
    ]);
    expect((await deck(linked)).some((entry) => entry.autorTask?.contentId === "tracked-video")).toBe(false);
  });

  it("sends once per key: the same body again answers the first answer, another body 422", async () => {
    const body = { key: "task-key-0002", autorTask: { type: "PUSH_PGRM", studyIds: [programId] } };
    const first = await client.post(path(), body);
    const again = await client.post(path(), body);
    expect([first.body.value, again.body.value]).toEqual([{ sent: 1 }, { sent: 1 }]);
    const pushed = (await deck(linked)).filter((entry) => entry.autorTask?.type === "PUSH_PGRM");
    expect(pushed).toHaveLength(1);
    const other = await client.post(path(), { ...body, title: "Another" });
    expect([other.status, other.body.error]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
  });

  it.each([
    [{ key: "task-key-0003", autorTask: { type: "SEND_MESSAGE" } }, "/autorTask/prompt"],
    [{ key: "short", autorTask: ask }, "/key"],
    [{ key: "task-key-0004", autorTask: ask, rewards: -1 }, "/rewards"],
    [
      { key: "task-key-0005", autorTask: { type: "PUSH_PGRM", studyIds: ["nowhere"] } },
      "/autorTask/studyIds/0",
    ],
    [
      { key: "task-key-0007", autorTask: { type: "PUSH_PGRM", studyIds: ["draft-program"] } },
      "/autorTask/studyIds/0",
    ],
    [
      { key: "task-key-0008", autorTask: { type: "PUSH_QUEST", questionnaireIds: ["nowhere"] } },
      "/autorTask/questionnaireIds/0",
    ],
    [
      {
        key: "task-key-0011",
        autorTask: {
          type: "CONTENT",
          contentId: "unsafe-link",
          body: [{ type: "button", label: "Open", action: { kind: "openUrl", url: "javascript:alert(1)" } }],
        },
      },
      "/autorTask/body/0/action/url",
    ],
    [
      { key: "task-key-0012", autorTask: { type: "CONTENT", contentId: "empty", body: [] } },
      "/autorTask/body",
    ],
  ])("answers 400 naming the failing path and sends nothing (%#)", async (body, failing) => {
    const before = await t.db("notifications").where({ type: "AUTOR_TASK" }).count({ n: "*" }).first();
    const answer = await client.post(path(), body);
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(answer.body.details.map((detail: { path: string }) => detail.path)).toContain(failing);
    expect(await t.db("notifications").where({ type: "AUTOR_TASK" }).count({ n: "*" }).first()).toEqual(
      before,
    );
  });

  it("answers 401 without a session, 403 to a patient and to another pro", async () => {
    const body = { key: "task-key-0006", autorTask: ask };
    const guest = await t.client().post(path(), body);
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    const patient = await linked.post(path(), body);
    expect([patient.status, patient.body.error]).toEqual([403, "FORBIDDEN"]);
    const other = await (await asOtherPro()).post(path(), body);
    expect([other.status, other.body.error]).toEqual([403, "FORBIDDEN"]);
  });
});
