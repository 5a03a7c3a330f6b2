import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSchemas } from "../../../card-schemas/registry";
import type { User } from "../../platform/db/models";
import { openSession } from "../../platform/http/sessions";
import { openEventStream } from "../../test/eventStreamReader";
import { createPatient, createPro, signIn } from "../../test/factories";
import { startOtherProcess, startTestApp, type TestApp, type TestClient } from "../../test/testApp";

let t: TestApp;
let pro: User;
let proClient: TestClient;
const clock = new Date("2026-11-26T10:00:00Z");
let tick = 0;

beforeAll(async () => {
  // Each call a second later, so messages and "opened" marks keep their order.
  t = await startTestApp({
    now: () => new Date(clock.getTime() + 1000 * tick++),
    liveThroughDatabase: true,
  });
  pro = await createPro(t.deps);
  proClient = await signIn(t.client(), t.deps, pro);
  await features(pro.authorId!, ["subscriptions"]);
});
afterAll(() => t.close());

async function features(autorId: string, list: string[]) {
  await t
    .db("authors")
    .where({ id: autorId })
    .update({ extra: JSON.stringify({ features: list, status: "ACTIVE" }) });
}

async function link(user: User, autorId: string, fields: Record<string, unknown> = {}) {
  await t.db("authorLinks").insert({
    id: `${user.id}_${autorId}`,
    userId: user.id,
    authorId: autorId,
    status: "VALIDATED",
    end: "2027-01-31",
    payed: true,
    ...fields,
  });
}

/** A patient with a valid link to the pro's author, signed in. */
async function linkedPatient(fields: Record<string, unknown> = {}) {
  const user = await createPatient(t.deps);
  await link(user, pro.authorId!, fields);
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const chatPath = () => `/api/patient/autors/${pro.authorId}/chat`;
const proMessagePath = (userId: string) => `/api/pro/${pro.authorId}/user/${userId}/message/`;

describe("GET and POST /api/patient/autors/{id}/chat", () => {
  it("answers an empty chat, then the message sent, for a patient with a valid link", async () => {
    const { user, client } = await linkedPatient();
    const empty = await client.get(chatPath());
    expect(empty.status).toBe(200);
    expect(empty.body.value).toEqual({
      chatName: `${user.id}_${pro.authorId}`,
      autor: { id: pro.authorId, name: expect.any(String), followOffered: true },
      access: { allowed: true, refusal: null },
      notification: true,
      items: [],
    });
    const sent = await client.post(chatPath(), { message: "  Hello doctor  " });
    expect(sent.status).toBe(201);
    expect(sent.body.value).toMatchObject({
      chatName: `${user.id}_${pro.authorId}`,
      userId: user.id,
      autorId: pro.authorId,
      fromUser: true,
      message: "Hello doctor",
      opened: false,
    });
    const read = await client.get(chatPath());
    expect(read.body.value.items).toEqual([sent.body.value]);
  });

  it("keeps the last 50 messages, oldest first", async () => {
    const { user, client } = await linkedPatient();
    await t.db("chatMessages").insert(
      Array.from({ length: 55 }, (_, i) => ({
        id: `bulk-${user.id}-${i}`,
        userId: user.id,
        authorId: pro.authorId,
        fromUser: i % 2 === 0,
        message: `m${i}`,
        datetime: new Date(Date.UTC(2026, 10, 1, 0, i)),
      })),
    );
    const items = (await client.get(chatPath())).body.value.items as Array<{ message: string }>;
    expect(items).toHaveLength(50);
    expect(items[0]!.message).toBe("m5");
    expect(items[49]!.message).toBe("m54");
  });

  it("answers 400 past 1000 characters and takes exactly 1000", async () => {
    const { client } = await linkedPatient();
    const long = await client.post(chatPath(), { message: "a".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("VALIDATION_FAILED");
    expect((await client.post(chatPath(), { message: "a".repeat(1000) })).status).toBe(201);
    const blank = await client.post(chatPath(), { message: "   " });
    expect(blank.status).toBe(400);
  });

  it("sends a retried message once under its key", async () => {
    const { user, client } = await linkedPatient();
    const first = await client.post(chatPath(), { message: "Once", key: "chat-key-0001" });
    const again = await client.post(chatPath(), { message: "Once", key: "chat-key-0001" });
    expect(again.status).toBe(201);
    expect(again.body.value).toEqual(first.body.value);
    expect(await t.db("chatMessages").where({ userId: user.id })).toHaveLength(1);
  });

  it("answers 403 CHAT_LINK_REQUIRED without a valid link, and CHAT_COMMUNITY_CLOSED when the community is closed", async () => {
    const user = await createPatient(t.deps);
    const client = await signIn(t.client(), t.deps, user);
    const refused = await client.post(chatPath(), { message: "Hi" });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("CHAT_LINK_REQUIRED");
    expect((await client.get(chatPath())).body.value).toMatchObject({
      access: { allowed: false, refusal: "CHAT_LINK_REQUIRED" },
      notification: null,
    });

    const closed = await createPro(t.deps);
    await features(closed.authorId!, ["community_close"]);
    // A link that has ended is no valid link.
    await link(user, closed.authorId!, { end: "2026-11-01" });
    const closedAnswer = await client.post(`/api/patient/autors/${closed.authorId}/chat`, { message: "Hi" });
    expect(closedAnswer.status).toBe(403);
    expect(closedAnswer.body.error).toBe("CHAT_COMMUNITY_CLOSED");
    expect(await t.db("chatMessages").where({ userId: user.id })).toEqual([]);
  });

  it("lets anyone message an author whose community is open, and its pro answer", async () => {
    const open = await createPro(t.deps);
    await features(open.authorId!, ["community_open"]);
    const user = await createPatient(t.deps);
    const client = await signIn(t.client(), t.deps, user);
    expect((await client.post(`/api/patient/autors/${open.authorId}/chat`, { message: "Hi" })).status).toBe(
      201,
    );
    const openClient = await signIn(t.client(), t.deps, open);
    const answer = await openClient.put(`/api/pro/${open.authorId}/user/${user.id}/message/`, {
      message: "Hello",
    });
    expect(answer.status).toBe(200);
  });

  it("keeps the daily quota of messages to authors, shared with the SEND_MESSAGE_AUTOR card (429)", async () => {
    const { user, client } = await linkedPatient();
    expect((await client.post(chatPath(), { message: "First" })).status).toBe(201);
    await t
      .db("rateLimits")
      .where({ key: `quota:messages:${user.id}` })
      .update({ count: 200 });
    const over = await client.post(chatPath(), { message: "One too many" });
    expect(over.status).toBe(429);
    expect(over.body.error).toBe("QUOTA_EXCEEDED");
    const card = await client.post(`/api/patient/autors/${pro.authorId}/messages`, { message: "Also over" });
    expect(card.status).toBe(429);
    expect(await t.db("chatMessages").where({ userId: user.id })).toHaveLength(1);
  });

  it("answers 404 for an unknown author and 401 without a session", async () => {
    const { client } = await linkedPatient();
    expect((await client.get("/api/patient/autors/nobody/chat")).status).toBe(404);
    expect((await client.post("/api/patient/autors/nobody/chat", { message: "Hi" })).status).toBe(404);
    expect((await t.client().get(chatPath())).status).toBe(401);
    expect((await t.client().post(chatPath(), { message: "Hi" })).status).toBe(401);
  });

  it("writes the SEND_MESSAGE_AUTOR card's message into the same chat", async () => {
    const { user, client } = await linkedPatient();
    const card = await client.post(`/api/patient/autors/${pro.authorId}/messages`, {
      message: "From the card",
    });
    expect(card.status).toBe(201);
    expect((await client.get(chatPath())).body.value.items).toEqual([card.body.value]);
    expect(await t.db("chatMessages").where({ userId: user.id })).toHaveLength(1);
  });
});

describe("the pro's side: GET and PUT /api/pro/{proId}/user/{userId}/message/", () => {
  it("answers an empty list, then both sides' messages, with each side's opened marks", async () => {
    const { user, client } = await linkedPatient();
    const empty = await proClient.get(proMessagePath(user.id));
    expect(empty.status).toBe(200);
    expect(empty.body.value).toMatchObject({ userId: user.id, items: [], notification: true });

    const fromPatient = (await client.post(chatPath(), { message: "Question" })).body.value;
    expect(fromPatient.opened).toBe(false);
    const reply = await proClient.put(proMessagePath(user.id), { message: "Answer" });
    expect(reply.status).toBe(200);
    expect(reply.body.value).toMatchObject({ fromUser: false, message: "Answer", opened: false });

    // The pro opens the chat: the patient's message shows opened to the patient.
    const proView = (await proClient.get(proMessagePath(user.id))).body.value;
    expect(proView.items.map((m: { message: string }) => m.message)).toEqual(["Question", "Answer"]);
    const patientView = (await client.get(chatPath())).body.value.items;
    expect(patientView[0]).toMatchObject({ message: "Question", opened: true });
    // The patient opened it just now: the pro's answer shows opened to the pro.
    expect((await proClient.get(proMessagePath(user.id))).body.value.items[1]).toMatchObject({
      message: "Answer",
      opened: true,
    });
  });

  it("answers 403 for another pro, 404 for a patient with no link, 400 past 1000 characters", async () => {
    const { user } = await linkedPatient();
    const other = await signIn(t.client(), t.deps, await createPro(t.deps));
    const forbidden = await other.get(proMessagePath(user.id));
    expect(forbidden.status).toBe(403);
    expect((await other.put(proMessagePath(user.id), { message: "Hi" })).status).toBe(403);
    expect(
      (await other.put(`/api/pro/${pro.authorId}/user/${user.id}/notification/`, { value: false })).status,
    ).toBe(403);
    expect((await other.get(`/api/pro/${pro.authorId}/chats`)).status).toBe(403);

    const stranger = await createPatient(t.deps);
    expect((await proClient.get(proMessagePath(stranger.id))).status).toBe(404);
    expect((await proClient.put(proMessagePath(stranger.id), { message: "Hi" })).status).toBe(404);
    expect(
      (await proClient.put(`/api/pro/${pro.authorId}/user/${stranger.id}/notification/`, { value: false }))
        .status,
    ).toBe(404);
    expect((await proClient.put(proMessagePath(user.id), { message: "a".repeat(1001) })).status).toBe(400);
    expect((await t.client().get(proMessagePath(user.id))).status).toBe(401);
  });

  it("answers 403 CHAT_LINK_REQUIRED once the patient's link has ended", async () => {
    const { user } = await linkedPatient({ end: "2026-11-01" });
    const answer = await proClient.put(proMessagePath(user.id), { message: "Still there?" });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe("CHAT_LINK_REQUIRED");
  });

  it("lists the author's conversations newest first, unread until the pro opens them", async () => {
    const first = await linkedPatient();
    const second = await linkedPatient();
    await first.client.post(chatPath(), { message: "First" });
    await second.client.post(chatPath(), { message: "Second" });
    const list = (await proClient.get(`/api/pro/${pro.authorId}/chats`)).body.value.items;
    const mine = list.filter((c: { userId: string }) => [first.user.id, second.user.id].includes(c.userId));
    expect(mine.map((c: { userId: string; unread: boolean }) => [c.userId, c.unread])).toEqual([
      [second.user.id, true],
      [first.user.id, true],
    ]);
    expect(list.map((c: { lastMessage: { datetime: string } }) => c.lastMessage.datetime)).toEqual(
      [...list.map((c: { lastMessage: { datetime: string } }) => c.lastMessage.datetime)].sort().reverse(),
    );
    await proClient.get(proMessagePath(first.user.id));
    const after = (await proClient.get(`/api/pro/${pro.authorId}/chats`)).body.value.items;
    expect(after.find((c: { userId: string }) => c.userId === first.user.id).unread).toBe(false);
  });
});

describe("notifications of new messages", () => {
  const chatCards = (userId: string) =>
    t.db("notifications").where({ userId, type: "AUTOR_MESSAGE" }).whereLike("routinetaskId", "AUTOR_CHAT:%");
  const mails = () => t.db("outbox").where({ to: pro.email, kind: "chatMessage" });

  it("puts the author's message in the patient's deck while the patient's toggle is on, once per unopened run", async () => {
    const { user, client } = await linkedPatient();
    const sent = (await proClient.put(proMessagePath(user.id), { message: "Take a walk today" })).body.value;
    await proClient.put(proMessagePath(user.id), { message: "And drink water" });
    expect(await chatCards(user.id)).toHaveLength(1);
    const deck = (await client.get("/api/patient/todo")).body.value.cards as Array<Record<string, unknown>>;
    expect(deck.filter((card) => card.type === "AUTOR_MESSAGE")).toEqual([
      expect.objectContaining({
        eventId: sent.id,
        message: "Take a walk today",
        author: expect.objectContaining({ id: pro.authorId }),
      }),
    ]);
  });

  it("puts nothing in the deck once the patient turned it off", async () => {
    const { user, client } = await linkedPatient();
    const off = await client.put(`${chatPath()}/notification`, { value: false });
    expect(off.body.value).toEqual({ chatName: `${user.id}_${pro.authorId}`, value: false });
    await proClient.put(proMessagePath(user.id), { message: "Hello" });
    expect(await chatCards(user.id)).toEqual([]);
  });

  it("emails the pro while their toggle is on, and not once it is off", async () => {
    const { user, client } = await linkedPatient();
    const before = (await mails()).length;
    await client.post(chatPath(), { message: "Are you there?" });
    expect(await mails()).toHaveLength(before + 1);
    expect((await mails()).at(-1).text).toContain(`/app/pro/messages/${user.id}`);

    const off = await proClient.put(`/api/pro/${pro.authorId}/user/${user.id}/notification/`, {
      value: false,
    });
    expect(off.body.value).toEqual({ chatName: `${user.id}_${pro.authorId}`, value: false });
    await proClient.get(proMessagePath(user.id));
    await client.post(chatPath(), { message: "Hello again" });
    expect(await mails()).toHaveLength(before + 1);
  });

  it("answers 404 to the patient's toggle without a link, and 400 without a value", async () => {
    const client = await signIn(t.client(), t.deps, await createPatient(t.deps));
    expect((await client.put(`${chatPath()}/notification`, { value: true })).status).toBe(404);
    expect((await client.put(`${chatPath()}/notification`, {})).status).toBe(400);
  });
});

describe("live: GET /api/patient/stream and GET /api/pro/{proId}/stream", () => {
  it("sends each side the other's new message, and the patient's opening to the pro", async () => {
    const { user, client } = await linkedPatient();
    const patientStream = await openEventStream(
      `${t.url}/api/patient/stream`,
      await openSession(t.db, user.id),
    );
    const proStream = await openEventStream(
      `${t.url}/api/pro/${pro.authorId}/stream`,
      await openSession(t.db, pro.id),
      apiSchemas.proStream,
    );
    try {
      expect(proStream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect((await patientStream.next()).event).toBe("ready");
      expect((await proStream.next()).event).toBe("ready");

      const sent = (await client.post(chatPath(), { message: "Live?" })).body.value;
      const chat = { chatName: sent.chatName, autorId: pro.authorId, userId: user.id };
      expect(await proStream.next(1_000)).toEqual({ event: "chat", data: { ...chat, message: sent } });
      expect(await patientStream.next(1_000)).toEqual({ event: "chat", data: { ...chat, message: sent } });

      const reply = (await proClient.put(proMessagePath(user.id), { message: "Live." })).body.value;
      expect(await patientStream.next(1_000)).toEqual({ event: "chat", data: { ...chat, message: reply } });
      expect(await proStream.next(1_000)).toEqual({ event: "chat", data: { ...chat, message: reply } });

      // Reading the pro's message marks it opened: the pro's stream hears it.
      await client.get(chatPath());
      expect(await proStream.next(1_000)).toEqual({ event: "chat", data: { ...chat, message: null } });
    } finally {
      patientStream.close();
      proStream.close();
    }
  });

  it("sends a stream reopened with Last-Event-ID exactly the events it missed, once, in order", async () => {
    const { user, client } = await linkedPatient();
    const session = await openSession(t.db, user.id);
    const message = (event: { data: unknown }) =>
      (event.data as { message: { message: string } }).message.message;
    const first = await openEventStream(`${t.url}/api/patient/stream`, session);
    expect((await first.next()).event).toBe("ready");
    await proClient.put(proMessagePath(user.id), { message: "one" });
    expect(message(await first.next(1_000))).toBe("one");
    const seen = first.lastEventId;
    expect(seen).toMatch(/^\d+$/);
    first.close();

    // While the patient is away: the pro writes twice, the patient once elsewhere.
    await proClient.put(proMessagePath(user.id), { message: "two" });
    await proClient.put(proMessagePath(user.id), { message: "three" });
    await client.post(chatPath(), { message: "four" });

    const again = await openEventStream(`${t.url}/api/patient/stream`, session, undefined, seen);
    try {
      expect(await again.next()).toEqual({ event: "ready", data: {} });
      const missed = [await again.next(1_000), await again.next(1_000), await again.next(1_000)];
      expect(missed.map(message)).toEqual(["two", "three", "four"]);
      // Then live, each once: the next event is the next message, nothing replayed twice.
      await proClient.put(proMessagePath(user.id), { message: "five" });
      expect(message(await again.next(1_000))).toBe("five");
      await expect(again.next(300)).rejects.toThrow(/no event/);
    } finally {
      again.close();
    }
    // A stream opened without an id is sent what happens from then on only.
    const fresh = await openEventStream(`${t.url}/api/patient/stream`, session);
    try {
      expect((await fresh.next()).event).toBe("ready");
      await expect(fresh.next(300)).rejects.toThrow(/no event/);
    } finally {
      fresh.close();
    }
  });

  it("sends the pro's stream reopened with the id of its `ready` what came before any event", async () => {
    const { user, client } = await linkedPatient();
    const session = await openSession(t.db, pro.id);
    const path = `${t.url}/api/pro/${pro.authorId}/stream`;
    const first = await openEventStream(path, session, apiSchemas.proStream);
    expect((await first.next()).event).toBe("ready");
    const seen = first.lastEventId;
    first.close();
    const sent = (await client.post(chatPath(), { message: "While you were away" })).body.value;
    const again = await openEventStream(path, session, apiSchemas.proStream, seen);
    try {
      expect((await again.next()).event).toBe("ready");
      expect(await again.next(1_000)).toMatchObject({
        event: "chat",
        data: { userId: user.id, message: sent },
      });
    } finally {
      again.close();
    }
  });

  it("sends a new stream asking with ?lastEventId= (a browser's new EventSource after a failure) what it missed", async () => {
    const { user, client } = await linkedPatient();
    const session = await openSession(t.db, pro.id);
    const path = `${t.url}/api/pro/${pro.authorId}/stream`;
    const first = await openEventStream(path, session, apiSchemas.proStream);
    expect((await first.next()).event).toBe("ready");
    const seen = first.lastEventId!;
    first.close();
    const sent = (await client.post(chatPath(), { message: "While the server was down" })).body.value;
    const again = await openEventStream(`${path}?lastEventId=${seen}`, session, apiSchemas.proStream);
    try {
      expect((await again.next()).event).toBe("ready");
      expect(await again.next(1_000)).toMatchObject({
        event: "chat",
        data: { userId: user.id, message: sent },
      });
    } finally {
      again.close();
    }
    const bad = await client.get("/api/patient/stream?lastEventId=not-a-number");
    expect([bad.status, bad.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("answers 403 to another pro's stream and 401 without a session", async () => {
    const other = await signIn(t.client(), t.deps, await createPro(t.deps));
    expect((await other.get(`/api/pro/${pro.authorId}/stream`)).status).toBe(403);
    expect((await t.client().get(`/api/pro/${pro.authorId}/stream`)).status).toBe(401);
  });

  // Embedded, one process: events go in-process. On PostgreSQL, through NOTIFY between processes.
  it.runIf(process.env.DATABASE_URL)(
    "delivers a message posted on one server process to a stream open on another",
    async () => {
      const { user } = await linkedPatient();
      const other = await startOtherProcess(t);
      const proStream = await openEventStream(
        `${other.url}/api/pro/${pro.authorId}/stream`,
        await openSession(t.db, pro.id),
        apiSchemas.proStream,
      );
      try {
        expect((await proStream.next()).event).toBe("ready");
        const client = await signIn(t.client(), t.deps, user);
        const sent = (await client.post(chatPath(), { message: "Across processes" })).body.value;
        expect(await proStream.next(1_000)).toMatchObject({
          event: "chat",
          data: { message: { id: sent.id } },
        });
      } finally {
        proStream.close();
        await other.close();
      }
    },
  );
});
