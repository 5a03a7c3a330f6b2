import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../platform/db/transaction";
import { moderateQuestion } from "./moderateQuestion";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { balanceOf, createPatient, createPro, signIn } from "../../test/factories";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-03-10T10:00:00Z") });
  admin = (await createPatient(t.deps)).id;
});
afterAll(() => t.close());

async function patient(language: "en" | "fr" = "en") {
  const user = await createPatient(t.deps, { language });
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const ask = (client: TestClient, body: unknown) => client.post("/api/patient/communityQuestions", body);
const open = { question: "What helps you sleep?", groupName: "community_all_en", type: "open" };
const quiz = {
  question: "How many glasses of water a day?",
  groupName: "community_migraine_en",
  type: "quiz",
  options: [{ text: "Eight", rightAnswer: true }, { text: "Two" }],
};

async function validated(client: TestClient, body: unknown): Promise<string> {
  const asked = await ask(client, body);
  await inTransaction(t.db, (trx) => moderateQuestion(trx, asked.body.value.id, "validated", "fine", admin));
  return asked.body.value.id;
}

describe("POST /api/patient/communityQuestions", () => {
  it("asks a question, which waits for moderation", async () => {
    const { client } = await patient();
    const asked = await ask(client, {
      ...quiz,
      options: [{ text: " Eight ", rightAnswer: true }, { text: "Two" }],
    });
    expect(asked.status).toBe(201);
    expect(asked.body.value).toEqual({
      id: expect.any(String),
      text: "How many glasses of water a day?",
      type: "quiz",
      status: "toCheck",
      groupName: "community_migraine_en",
      choices: [
        { id: "o1", label: "Eight" },
        { id: "o2", label: "Two" },
      ],
      likes: 0,
      liked: false,
      answersCount: 0,
      createdAt: expect.any(String),
    });
    const mine = await client.get(`/api/patient/communityQuestions/${asked.body.value.id}`);
    expect(mine.body.value).toMatchObject({ status: "toCheck", myAnswer: null });
    const other = await patient();
    expect((await other.client.get(`/api/patient/communityQuestions/${asked.body.value.id}`)).status).toBe(
      404,
    );
  });

  it("refuses a short text, an empty option, a quiz without a right answer (400)", async () => {
    const { client } = await patient();
    for (const body of [
      { ...open, question: "Sleep" },
      { ...quiz, type: "selectOne", options: [{ text: "Yes" }, { text: " " }] },
      { ...quiz, options: [{ text: "Eight" }, { text: "Two" }] },
      { ...open, groupName: "migraine" },
      { ...open, type: "poll" },
    ]) {
      const refused = await ask(client, body);
      expect([refused.status, refused.body.error], JSON.stringify(body)).toEqual([400, "VALIDATION_FAILED"]);
    }
  });

  it("answers 401 without a session, 403 without the CSRF header or to a pro", async () => {
    expect((await ask(t.client(), open)).status).toBe(401);
    const { client } = await patient();
    const noHeader = await client.post("/api/patient/communityQuestions", open, { noCsrfHeader: true });
    expect([noHeader.status, noHeader.body.error]).toEqual([403, "CSRF_HEADER_MISSING"]);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    expect((await ask(pro, open)).status).toBe(403);
  });
});

describe("POST /api/patient/communityQuestions/:id/like", () => {
  it("likes once: a second like is 409 ALREADY_LIKED and counts nothing", async () => {
    const writer = await patient();
    const id = await validated(writer.client, open);
    const { client } = await patient();
    const liked = await client.post(`/api/patient/communityQuestions/${id}/like`, {});
    expect(liked.status).toBe(200);
    expect(liked.body.value).toMatchObject({ id, likes: 1, liked: true, status: "moderated" });
    const again = await client.post(`/api/patient/communityQuestions/${id}/like`, {});
    expect([again.status, again.body.error]).toEqual([409, "ALREADY_LIKED"]);
    const both = await Promise.all(
      [1, 2, 3].map(() => writer.client.post(`/api/patient/communityQuestions/${id}/like`, {})),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await client.get(`/api/patient/communityQuestions/${id}`)).body.value.likes).toBe(2);
  });

  it("answers 404 for an unknown question or one waiting for moderation, 401 without a session", async () => {
    const { client } = await patient();
    expect((await client.post("/api/patient/communityQuestions/nope/like", {})).status).toBe(404);
    const waiting = await ask((await patient()).client, open);
    expect(
      (await client.post(`/api/patient/communityQuestions/${waiting.body.value.id}/like`, {})).status,
    ).toBe(404);
    expect((await t.client().post(`/api/patient/communityQuestions/nope/like`, {})).status).toBe(401);
  });
});

describe("GET /api/patient/communityQuestions", () => {
  it("lists a community's moderated questions to vote on, most liked first, after the vote's winner left", async () => {
    const group = "community_asthma_en";
    const writer = await patient();
    const first = await validated(writer.client, { ...open, groupName: group });
    const second = await validated(writer.client, { ...open, question: "Inhaler tips?", groupName: group });
    const third = await validated(writer.client, { ...open, question: "Cold air?", groupName: group });
    await ask(writer.client, { ...open, question: "Still waiting?", groupName: group });
    await writer.client.post(`/api/patient/communityQuestions/${second}/like`, {});
    await writer.client.post(`/api/patient/communityQuestions/${third}/like`, {});
    const voter = await patient();
    await voter.client.post(`/api/patient/communityQuestions/${third}/like`, {});
    const votes = await writer.client.get(
      `/api/patient/communityQuestions?groupName=${group}&status=moderated`,
    );
    expect(votes.status).toBe(200);
    // The most liked became the community's current question (questionPromotion.test.ts).
    expect(votes.body.value.items.map((q: { id: string }) => q.id)).toEqual([second, first]);
    expect(votes.body.value.nextToken).toBeNull();
  });

  it("pages the previous questions 20 at a time with a next token", async () => {
    const group = "community_all_fr";
    const rows = Array.from({ length: 25 }, (_, i) => ({
      id: `previous-${i}`,
      text: JSON.stringify({ fr: `Question ${i}` }),
      type: "open",
      groupName: group,
      language: "fr",
      status: "previous",
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
    }));
    await t.db("communityQuestions").insert(rows);
    const { client } = await patient("fr");
    const first = await client.get(`/api/patient/communityQuestions?groupName=${group}&status=previous`);
    expect(first.body.value.items).toHaveLength(20);
    expect(first.body.value.items[0].id).toBe("previous-24");
    const next = await client.get(
      `/api/patient/communityQuestions?groupName=${group}&status=previous&nextToken=${first.body.value.nextToken}`,
    );
    expect(next.body.value.items.map((q: { id: string }) => q.id)).toEqual([
      "previous-4",
      "previous-3",
      "previous-2",
      "previous-1",
      "previous-0",
    ]);
    expect(next.body.value.nextToken).toBeNull();
  });

  it("answers 400 without a group name and 401 without a session", async () => {
    const { client } = await patient();
    expect((await client.get("/api/patient/communityQuestions?status=moderated")).status).toBe(400);
    const badGroup = await client.get("/api/patient/communityQuestions?groupName=migraine&status=moderated");
    expect([badGroup.status, badGroup.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(
      (await t.client().get("/api/patient/communityQuestions?groupName=community_all_en&status=moderated"))
        .status,
    ).toBe(401);
  });
});

describe("answers and results", () => {
  it("shows the others' open answers once validated, without one's own, at most the limit", async () => {
    const writer = await patient();
    const id = await validated(writer.client, open);
    const others = await Promise.all([1, 2, 3].map(() => patient()));
    for (const [i, other] of others.entries()) {
      const sent = await other.client.post(`/api/patient/communityQuestions/${id}/answers`, {
        text: `Answer ${i}`,
      });
      // Its writer reads it at once, marked as waiting for moderation.
      expect(sent.body.value).toMatchObject({ answer: `Answer ${i}`, status: "to check" });
    }
    const waiting = await others[0]!.client.get(`/api/patient/communityQuestions/${id}/answers?limit=40`);
    expect(waiting.body.value.items).toEqual([]);
    const detail = await others[1]!.client.get(`/api/patient/communityQuestions/${id}`);
    expect(detail.body.value.myAnswer).toEqual({ text: "Answer 1", status: "to check" });
    await t.db("communityAnswers").where({ questionId: id }).update({ status: "validated" });
    const seen = await others[0]!.client.get(`/api/patient/communityQuestions/${id}/answers?limit=40`);
    expect(seen.status).toBe(200);
    expect(seen.body.value.items.map((a: { text: string }) => a.text).sort()).toEqual([
      "Answer 1",
      "Answer 2",
    ]);
    expect(seen.body.value.items[0].id).not.toContain(others[1]!.user.id);
    expect(seen.body.value.results).toEqual([]);
    const one = await others[0]!.client.get(`/api/patient/communityQuestions/${id}/answers?limit=1`);
    expect(one.body.value.items).toHaveLength(1);
    expect(
      (await others[0]!.client.get(`/api/patient/communityQuestions/${id}/answers?limit=41`)).status,
    ).toBe(400);
  });

  it("counts a select-multiple question's options, and tells a quiz right or wrong", async () => {
    const writer = await patient();
    const multiple = await validated(writer.client, {
      ...open,
      type: "selectMultiple",
      options: [{ text: "Tea" }, { text: "Walk" }, { text: "Book" }],
    });
    const { client } = await patient();
    const picked = await client.post(`/api/patient/communityQuestions/${multiple}/answers`, {
      choiceIds: ["o1", "o3"],
    });
    expect(picked.body.value).toMatchObject({ choiceIds: ["o1", "o3"], answersCount: 1 });
    await writer.client.post(`/api/patient/communityQuestions/${multiple}/answers`, { choiceIds: ["o1"] });
    const results = await client.get(`/api/patient/communityQuestions/${multiple}/answers`);
    expect(results.body.value.results).toEqual([
      { choiceId: "o1", count: 2 },
      { choiceId: "o2", count: 0 },
      { choiceId: "o3", count: 1 },
    ]);

    const quizId = await validated(writer.client, quiz);
    const wrong = await client.post(`/api/patient/communityQuestions/${quizId}/answers`, { choiceId: "o2" });
    expect(wrong.body.value).toMatchObject({ choiceIds: ["o2"], correct: false, rightChoiceIds: ["o1"] });
    const two = await client.post(`/api/patient/communityQuestions/${quizId}/answers`, {
      choiceIds: ["o1", "o2"],
    });
    expect([two.status, two.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const detail = await client.get(`/api/patient/communityQuestions/${quizId}`);
    expect(detail.body.value.myAnswer).toEqual({ choiceIds: ["o2"], correct: false, rightChoiceIds: ["o1"] });
  });

  it("answers 404 for an unknown question and 401 without a session", async () => {
    const { client } = await patient();
    expect((await client.get("/api/patient/communityQuestions/nope/answers")).status).toBe(404);
    expect((await t.client().get("/api/patient/communityQuestions/nope/answers")).status).toBe(401);
  });
});

describe("the daily swipe list and its reward", () => {
  it("pays the all-done reward once, whatever the retries, and 409 NOT_ALL_DONE before", async () => {
    await t.db("communityQuestions").insert([
      { id: "daily-open", text: JSON.stringify({ en: "Open one?" }), type: "open", sortKey: 0 },
      {
        id: "daily-quiz",
        text: JSON.stringify({ en: "Quiz one?" }),
        type: "quiz",
        choices: JSON.stringify([
          { id: "a", label: { en: "A" }, rightAnswer: true },
          { id: "b", label: { en: "B" } },
        ]),
        sortKey: 1,
      },
    ]);
    const { user, client } = await patient();
    const list = await client.get("/api/patient/dailyQuestions");
    expect(list.status).toBe(200);
    const ids = list.body.value.items.map((q: { id: string }) => q.id);
    expect(ids).toEqual(expect.arrayContaining(["daily-open", "daily-quiz"]));
    expect(list.body.value).toMatchObject({ reward: 20, rewardPaid: false });
    const early = await client.post("/api/patient/dailyQuestions/reward", {});
    expect([early.status, early.body.error]).toEqual([409, "NOT_ALL_DONE"]);

    for (const question of list.body.value.items as Array<{
      id: string;
      type: string;
      choices: Array<{ id: string }>;
    }>) {
      const body = question.type === "open" ? { text: "My answer" } : { choiceId: question.choices[0]!.id };
      expect((await client.post(`/api/patient/communityQuestions/${question.id}/answers`, body)).status).toBe(
        200,
      );
    }
    const before = (await balanceOf(t.deps, user)).amount;
    const paid = await Promise.all(
      [1, 2, 3].map(() => client.post("/api/patient/dailyQuestions/reward", {})),
    );
    expect(paid.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(paid.filter((r) => r.body.value.paid)).toHaveLength(1);
    expect((await balanceOf(t.deps, user)).amount).toBe(before + 20);
    expect((await client.get("/api/patient/dailyQuestions")).body.value.rewardPaid).toBe(true);
  });

  it("answers 401 without a session and 403 to a pro", async () => {
    expect((await t.client().get("/api/patient/dailyQuestions")).status).toBe(401);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    expect((await pro.post("/api/patient/dailyQuestions/reward", {})).status).toBe(403);
  });
});
