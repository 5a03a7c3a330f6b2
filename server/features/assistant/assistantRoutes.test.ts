import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ASSISTANT_AUTHOR_ID, ASSISTANT_TOKEN_POWER } from "../../../engine/assistant/assistantTokens";
import type { User } from "../../platform/db/models";
import { grantItem, powerQuantity } from "../../core/inventory";
import { createPatient, createProgram, createSymptoms, signIn } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

let now = new Date("2026-11-26T10:00:00Z");
let t: TestApp;

/** A stand-in for the OpenAI-compatible endpoint: records every request, fails on FAIL, stalls on SLOW. */
let stub: Server;
let stubUrl: string;
const stubBodies: { model: string; messages: { role: string; content: string }[] }[] = [];

async function startStub(): Promise<string> {
  stub = createServer((request: IncomingMessage, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        response.statusCode = 404;
        response.end("{}");
        return;
      }
      const body = JSON.parse(raw) as (typeof stubBodies)[number];
      stubBodies.push(body);
      const question = body.messages.at(-1)?.content ?? "";
      response.setHeader("Content-Type", "application/json");
      if (question.includes("FAIL")) {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { message: "boom" } }));
      } else if (question.includes("SLOW")) {
        setTimeout(() => response.end(JSON.stringify({ choices: [{ message: { content: "late" } }] })), 1500);
      } else {
        response.end(
          JSON.stringify({ choices: [{ message: { role: "assistant", content: "Stub answer" } }] }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
}

const withProvider = () => {
  t.deps.config.assistant = { url: stubUrl, model: "stub-model", apiKey: undefined, timeoutMs: 300 };
};
const builtIn = () => {
  t.deps.config.assistant = undefined;
};

beforeAll(async () => {
  stubUrl = await startStub();
  t = await startTestApp({ now: () => now });
  await t.db("authors").insert({
    id: ASSISTANT_AUTHOR_ID,
    name: "OutchiIA",
    monthPrice: 1,
    extra: JSON.stringify({ features: ["subscriptions"] }),
  });
  await createSymptoms(t.deps, ["MIGRAINE", "ECZEMA"]);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => (stub ? stub.close(resolve) : resolve(undefined)));
});
beforeEach(() => {
  now = new Date("2026-11-26T10:00:00Z");
  builtIn();
});

async function patient(consent = true): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps);
  const client = await signIn(t.client(), t.deps, user);
  if (consent) expect((await client.post("/api/patient/assistant/consent")).status).toBe(200);
  return { user, client };
}

const ask = (client: TestClient, message: string) =>
  client.post("/api/patient/assistant/messages", { message });
const view = async (client: TestClient) => (await client.get("/api/patient/assistant")).body.value;

async function setFreeTokens(user: User, tokens: number, month = "2026-11") {
  await t
    .db("userMetadata")
    .insert({ userId: user.id, assistantMonth: month, assistantTokens: tokens })
    .onConflict("userId")
    .merge();
}

async function giveBoughtTokens(user: User, quantity: number) {
  await t.db.transaction((trx) =>
    grantItem(trx, user.id, { kind: "POWER", itemId: ASSISTANT_TOKEN_POWER, quantity, source: "SHOP" }),
  );
}

describe("GET /api/patient/assistant", () => {
  it("answers 401 without a session", async () => {
    const answer = await t.client().get("/api/patient/assistant");
    expect([answer.status, answer.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });

  it("starts without consent, with 10 free tokens this month and no history", async () => {
    const { client } = await patient(false);
    const answer = await client.get("/api/patient/assistant");
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      consented: false,
      month: "2026-11",
      freeTokens: 10,
      boughtTokens: 0,
      unlimited: false,
      history: [],
    });
  });
});

describe("POST /api/patient/assistant/consent", () => {
  it("gives the consent once; giving it again changes nothing", async () => {
    const { user, client } = await patient(false);
    const first = await client.post("/api/patient/assistant/consent");
    const second = await client.post("/api/patient/assistant/consent");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.value.consented).toBe(true);
    expect(await t.db("consents").where({ userId: user.id })).toHaveLength(1);
  });

  it("answers 403 without the CSRF header", async () => {
    const { client } = await patient(false);
    const answer = await client.post("/api/patient/assistant/consent", {}, { noCsrfHeader: true });
    expect(answer.status).toBe(403);
    expect((await view(client)).consented).toBe(false);
  });
});

describe("POST /api/patient/assistant/messages", () => {
  it("answers 409 CONSENT_REQUIRED before the consent, spending and saving nothing", async () => {
    const { client } = await patient(false);
    const answer = await ask(client, "How are my goals going?");
    expect([answer.status, answer.body.error]).toEqual([409, "CONSENT_REQUIRED"]);
    expect(await view(client)).toMatchObject({ freeTokens: 10, history: [] });
  });

  it("answers 400 for an empty message or one over 1000 characters, spending nothing", async () => {
    const { client } = await patient();
    const long = await ask(client, "a".repeat(1001));
    expect([long.status, long.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const empty = await ask(client, "   ");
    expect([empty.status, empty.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect((await ask(client, "a".repeat(1000))).status).toBe(200);
    expect(await view(client)).toMatchObject({ freeTokens: 9 });
  });

  it("answers with the built-in assistant from the patient's own symptoms, saying it is the built-in one", async () => {
    const { user, client } = await patient();
    await t.db("userSymptoms").insert({ id: `${user.id}_MIGRAINE`, userId: user.id, symptom: "MIGRAINE" });
    await t.db("symptomEvents").insert([
      { id: `${user.id}-e1`, userId: user.id, symptom: "MIGRAINE", intensity: 2, date: "2026-11-20" },
      { id: `${user.id}-e2`, userId: user.id, symptom: "MIGRAINE", intensity: 3, date: "2026-11-24" },
    ]);
    const answer = await ask(client, "How have my symptoms evolved?");
    expect(answer.status).toBe(200);
    expect(answer.body.value.message).toMatchObject({ fromUser: false, builtIn: true });
    expect(answer.body.value.message.message).toContain("built-in assistant");
    expect(answer.body.value.message.message).toContain("MIGRAINE en: 2 check-ins, average intensity 2.5/5");
    expect(answer.body.value.userMetadata).toEqual({
      outchiIAMonth: "2026-11",
      outchiIAToken: 9,
      outchiIATokenBought: 0,
      unlimited: false,
    });
    const history = (await view(client)).history;
    expect(history.map((m: { fromUser: boolean }) => m.fromUser)).toEqual([true, false]);
    expect(history[0].message).toBe("How have my symptoms evolved?");
  });

  it("points an answer about programs to the patient's program, and keeps the link in the history", async () => {
    const { client } = await patient();
    const programId = await createProgram(t.deps);
    expect((await client.post(`/api/patient/study/subscribe/${programId}`, {})).status).toBe(200);
    const answer = await ask(client, "Where am I in my programs?");
    expect(answer.body.value.message.variables).toEqual({ studyId: programId });
    const history = (await view(client)).history;
    expect(history.map((m: { variables?: unknown }) => m.variables)).toEqual([
      undefined,
      { studyId: programId },
    ]);
    // A question about something else points nowhere.
    const other = await ask(client, "I feel stressed today");
    expect(other.body.value.message).not.toHaveProperty("variables");
  });

  it("spends the 10 free tokens, then the bought ones, then answers 409 NO_MORE_TOKEN", async () => {
    const { user, client } = await patient();
    await giveBoughtTokens(user, 2);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await ask(client, `Question ${i} about my goals`)).status);
    expect(statuses).toEqual(Array(12).fill(200));
    expect(await powerQuantity(t.db, user.id, ASSISTANT_TOKEN_POWER)).toBe(0);
    const refused = await ask(client, "One more about my programs");
    expect([refused.status, refused.body.error]).toEqual([409, "NO_MORE_TOKEN"]);
    const after = await view(client);
    expect(after).toMatchObject({ freeTokens: 0, boughtTokens: 0 });
    expect(after.history).toHaveLength(24);
  });

  it("gives 10 free tokens again when the month changes", async () => {
    const { user, client } = await patient();
    await setFreeTokens(user, 0);
    expect((await ask(client, "My goals?")).body.error).toBe("NO_MORE_TOKEN");
    now = new Date("2026-12-01T08:00:00Z");
    expect(await view(client)).toMatchObject({ month: "2026-12", freeTokens: 10 });
    const answer = await ask(client, "My goals?");
    expect(answer.body.value.userMetadata).toMatchObject({ outchiIAMonth: "2026-12", outchiIAToken: 9 });
  });

  it("spends nothing while the assistant author link is valid, and counts again once it has ended", async () => {
    const { user, client } = await patient();
    await setFreeTokens(user, 0);
    await t.db("authorLinks").insert({
      id: `${user.id}_${ASSISTANT_AUTHOR_ID}`,
      userId: user.id,
      authorId: ASSISTANT_AUTHOR_ID,
      status: "VALIDATED",
      end: "2026-11-30",
      payed: true,
    });
    expect(await view(client)).toMatchObject({ unlimited: true, freeTokens: 0 });
    const answer = await ask(client, "My programs?");
    expect(answer.status).toBe(200);
    expect(answer.body.value.userMetadata).toMatchObject({ unlimited: true, outchiIAToken: 0 });
    now = new Date("2026-11-30T20:00:00Z");
    expect((await ask(client, "My programs?")).status).toBe(200);
    await t.db("authorLinks").where({ userId: user.id }).update({ end: "2026-11-29" });
    const refused = await ask(client, "My programs?");
    expect([refused.status, refused.body.error]).toEqual([409, "NO_MORE_TOKEN"]);
  });

  it("spends one token per message when messages arrive at once, never going below zero", async () => {
    const { user, client } = await patient();
    await setFreeTokens(user, 2);
    await giveBoughtTokens(user, 1);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => ask(client, `Goals ${i}`)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error === "NO_MORE_TOKEN")).toBe(true);
    const after = await view(client);
    expect(after).toMatchObject({ freeTokens: 0, boughtTokens: 0 });
    expect(after.history.filter((m: { fromUser: boolean }) => m.fromUser)).toHaveLength(3);
  });
});

describe("POST /api/patient/assistant/messages with ASSISTANT_URL", () => {
  it("sends the patient's own summary and conversation, and nothing of another patient", async () => {
    withProvider();
    const other = await patient();
    await t
      .db("userSymptoms")
      .insert({ id: `${other.user.id}_ECZEMA`, userId: other.user.id, symptom: "ECZEMA" });
    await t.db("personalGoals").insert({
      id: `${other.user.id}-goal`,
      userId: other.user.id,
      dataValue: "otherPatientSecretValue",
      typeOfGoal: "AVERAGE_MORE",
      start: "2026-11-20",
      end: "2026-12-20",
      value: 7,
    });
    expect((await ask(other.client, "other patient private question")).status).toBe(200);

    const { user, client } = await patient();
    await t.db("userSymptoms").insert({ id: `${user.id}_MIGRAINE`, userId: user.id, symptom: "MIGRAINE" });
    await t.db("symptomEvents").insert({
      id: `${user.id}-e1`,
      userId: user.id,
      symptom: "MIGRAINE",
      intensity: 4,
      date: "2026-11-25",
    });
    await t.db("personalGoals").insert({
      id: `${user.id}-goal`,
      userId: user.id,
      dataValue: "mySleepValue",
      typeOfGoal: "AVERAGE_MORE",
      start: "2026-11-20",
      end: "2026-12-20",
      value: 4,
    });
    expect((await ask(client, "first question")).status).toBe(200);
    stubBodies.length = 0;
    const answer = await ask(client, "How are my symptoms?");
    expect(answer.status).toBe(200);
    expect(answer.body.value.message).toMatchObject({
      fromUser: false,
      builtIn: false,
      message: "Stub answer",
    });
    expect(answer.body.value.userMetadata.outchiIAToken).toBe(8);

    expect(stubBodies).toHaveLength(1);
    const sent = stubBodies[0];
    expect(sent?.model).toBe("stub-model");
    expect(sent?.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    const prompt = JSON.stringify(sent);
    expect(prompt).toContain("MIGRAINE en (1 check-ins, average intensity 4/5)");
    expect(prompt).toContain("mySleepValue");
    expect(prompt).toContain("first question");
    for (const leak of [
      "ECZEMA",
      "otherPatientSecretValue",
      "other patient private question",
      other.user.id,
      other.user.email,
      user.email,
    ]) {
      expect(prompt).not.toContain(leak);
    }
  });

  it("answers 503 ASSISTANT_UNAVAILABLE on a provider error, keeping the free token and the question", async () => {
    withProvider();
    const { client } = await patient();
    const answer = await ask(client, "FAIL please");
    expect([answer.status, answer.body.error]).toEqual([503, "ASSISTANT_UNAVAILABLE"]);
    expect(answer.body.message).toContain("token was kept");
    const after = await view(client);
    expect(after.freeTokens).toBe(10);
    expect(after.history.map((m: { message: string }) => m.message)).toEqual(["FAIL please"]);
  });

  it("answers 503 ASSISTANT_UNAVAILABLE on a timeout, giving the bought token back", async () => {
    withProvider();
    const { user, client } = await patient();
    await setFreeTokens(user, 0);
    await giveBoughtTokens(user, 1);
    const answer = await ask(client, "SLOW please");
    expect([answer.status, answer.body.error]).toEqual([503, "ASSISTANT_UNAVAILABLE"]);
    expect(answer.body.message).toContain("too long");
    expect(await view(client)).toMatchObject({ freeTokens: 0, boughtTokens: 1 });
  });
});
