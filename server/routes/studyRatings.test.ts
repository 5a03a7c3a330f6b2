import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../db/models";
import { startTestApp, type TestApp, type TestClient } from "../test/testApp";
import { createPatient, createProgram, signIn, subscribe } from "../test/factories";

let t: TestApp;
let studyId: string;

beforeAll(async () => {
  t = await startTestApp();
  studyId = await createProgram(t.deps);
});
afterAll(() => t.close());

/** A signed-in patient following the study, finished once or not. */
async function patient(finishedOnce: boolean): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps);
  await subscribe(t.deps, user, studyId);
  if (finishedOnce) {
    await t
      .db("studySubscriptions")
      .where({ id: `${user.id}_${studyId}` })
      .update({ finishedOnce: true });
  }
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const rate = (client: TestClient, body: unknown, id = studyId) =>
  client.post(`/api/patient/study/${id}/rating`, body);

describe("POST /api/patient/study/{studyId}/rating", () => {
  it("rates once a finished program: 201 with the rating, then 409 ALREADY_RATED and nothing changes", async () => {
    const { user, client } = await patient(true);
    const first = await rate(client, { rating: 4, comment: "  Clear and short.\nThank you.  " });
    expect(first.status).toBe(201);
    expect(first.body.value).toMatchObject({
      id: `${user.id}_${studyId}`,
      rating: 4,
      comment: "Clear and short.\nThank you.",
    });
    const again = await rate(client, { rating: 1 });
    expect([again.status, again.body.error]).toEqual([409, "ALREADY_RATED"]);
    const rows = await t.db("studyRatings").where({ patientusersId: user.id });
    expect(rows.map((row) => row.rating)).toEqual([4]);
  });

  it("writes one rating when the same rating is sent twice at once (a retry)", async () => {
    const { user, client } = await patient(true);
    const answers = await Promise.all([rate(client, { rating: 5 }), rate(client, { rating: 5 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await t.db("studyRatings").where({ patientusersId: user.id })).length).toBe(1);
  });

  it("is 409 NOT_FINISHED before the program was finished once, and for one never followed", async () => {
    const { client } = await patient(false);
    const before = await rate(client, { rating: 3 });
    expect([before.status, before.body.error]).toEqual([409, "NOT_FINISHED"]);
    const stranger = await signIn(t.client(), t.deps, await createPatient(t.deps));
    const never = await rate(stranger, { rating: 3 });
    expect([never.status, never.body.error]).toEqual([409, "NOT_FINISHED"]);
  });

  it("takes whole ratings from 0 to 5 and comments up to 1000 characters (400 otherwise)", async () => {
    const { client } = await patient(true);
    for (const body of [
      { rating: 6 },
      { rating: -1 },
      { rating: 2.5 },
      { rating: "3" },
      {},
      { rating: 3, comment: "x".repeat(1001) },
    ]) {
      const answer = await rate(client, body);
      expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    }
    const zero = await rate(client, { rating: 0 });
    expect([zero.status, zero.body.value.rating, zero.body.value.comment]).toEqual([201, 0, null]);
  });

  it("is 404 for a program that does not exist, 401 for a guest", async () => {
    const { client } = await patient(true);
    expect((await rate(client, { rating: 3 }, "no-such-program")).status).toBe(404);
    const guest = await rate(t.client(), { rating: 3 });
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});

describe("GET /api/patient/study/{studyId}/rating", () => {
  it("says NOT_FINISHED, then CAN_RATE, then ALREADY_RATED with the rating", async () => {
    const { user, client } = await patient(false);
    const state = async () => (await client.get(`/api/patient/study/${studyId}/rating`)).body.value;
    expect(await state()).toEqual({ state: "NOT_FINISHED", rating: null });
    await t
      .db("studySubscriptions")
      .where({ id: `${user.id}_${studyId}` })
      .update({ finishedOnce: true });
    expect(await state()).toEqual({ state: "CAN_RATE", rating: null });
    await rate(client, { rating: 2, comment: "Too long for me" });
    expect(await state()).toMatchObject({
      state: "ALREADY_RATED",
      rating: { rating: 2, comment: "Too long for me" },
    });
  });
});

describe("GET /api/guest/program/{id}/ratings", () => {
  it("lists the group rating_{id} newest first, with the mean of all and their count, to a guest", async () => {
    const own = await createProgram(t.deps);
    const ratings = [5, 4, 4];
    for (const [index, rating] of ratings.entries()) {
      const user = await createPatient(t.deps);
      await t.db("socialProfiles").insert({ id: user.id, pseudo: `rater${index}`, bio: "" });
      await subscribe(t.deps, user, own);
      await t
        .db("studySubscriptions")
        .where({ id: `${user.id}_${own}` })
        .update({ finishedOnce: true });
      await rate(await signIn(t.client(), t.deps, user), { rating, comment: `comment ${index}` }, own);
      await t
        .db("studyRatings")
        .where({ id: `${user.id}_${own}` })
        .update({ createdAt: new Date(Date.UTC(2026, 0, index + 1)) });
    }
    const answer = await t.client().get(`/api/guest/program/${own}/ratings`);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ groupName: `rating_${own}`, average: 4.3, count: 3 });
    expect(
      answer.body.value.items.map((item: { author: { pseudo: string }; comment: string }) => [
        item.author.pseudo,
        item.comment,
      ]),
    ).toEqual([
      ["rater2", "comment 2"],
      ["rater1", "comment 1"],
      ["rater0", "comment 0"],
    ]);
  });

  it("answers an empty group without a mean, and 404 for an unknown program", async () => {
    const empty = await createProgram(t.deps);
    const answer = await t.client().get(`/api/guest/program/${empty}/ratings`);
    expect(answer.body.value).toEqual({ groupName: `rating_${empty}`, items: [], average: null, count: 0 });
    expect((await t.client().get("/api/guest/program/no-such-program/ratings")).status).toBe(404);
  });
});
