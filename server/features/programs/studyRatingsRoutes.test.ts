import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { createAccount } from "../accounts/createAccount";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { createPatient, createProgram, signIn, subscribe, TEST_PASSWORD } from "../../test/factories";

let t: TestApp;
let studyId: string;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  studyId = await createProgram(t.deps);
  const user = await createAccount(t.db, {
    email: "ratings-admin@test.outchi",
    password: TEST_PASSWORD,
    role: "admin",
    language: "en",
  });
  admin = await signIn(t.client(), t.deps, user);
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
      commentStatus: "to check",
    });
    const again = await rate(client, { rating: 1 });
    expect([again.status, again.body.error]).toEqual([409, "ALREADY_RATED"]);
    const rows = await t.db("studyRatings").where({ userId: user.id });
    expect(rows.map((row) => row.rating)).toEqual([4]);
  });

  it("writes one rating when the same rating is sent twice at once (a retry)", async () => {
    const { user, client } = await patient(true);
    const answers = await Promise.all([rate(client, { rating: 5 }), rate(client, { rating: 5 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await t.db("studyRatings").where({ userId: user.id })).length).toBe(1);
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
      rating: { rating: 2, comment: "Too long for me", commentStatus: "to check" },
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
      await admin.post(`/api/admin/moderation/${user.id}_${own}`, { status: "validated" });
      await t
        .db("studyRatings")
        .where({ id: `${user.id}_${own}` })
        .update({ createdAt: new Date(Date.UTC(2026, 0, index + 1)) });
    }
    const answer = await t.client().get(`/api/guest/program/${own}/ratings`);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ groupName: `rating_${own}`, average: 4.3, count: 3 });
    expect(
      answer.body.value.items.map((item: { pseudo: string; comment: string }) => [item.pseudo, item.comment]),
    ).toEqual([
      ["rater2", "comment 2"],
      ["rater1", "comment 1"],
      ["rater0", "comment 0"],
    ]);
  });

  it("counts the stars at once but shows a comment only once an admin validated it, a refused one never", async () => {
    const own = await createProgram(t.deps);
    const writers: Array<{ id: string; rating: number; client: TestClient }> = [];
    for (const [index, rating] of [5, 2].entries()) {
      const user = await createPatient(t.deps);
      await subscribe(t.deps, user, own);
      await t
        .db("studySubscriptions")
        .where({ id: `${user.id}_${own}` })
        .update({ finishedOnce: true });
      const client = await signIn(t.client(), t.deps, user);
      await rate(client, { rating, comment: `comment ${index}` }, own);
      writers.push({ id: `${user.id}_${own}`, rating, client });
    }
    const [kept, dropped] = writers as [(typeof writers)[number], (typeof writers)[number]];
    const comments = async (client: TestClient) => {
      const answer = (await client.get(`/api/guest/program/${own}/ratings`)).body.value;
      expect(answer).toMatchObject({ average: 3.5, count: 2 });
      // The public list has no ids: each writer's rating is told apart by its stars.
      return Object.fromEntries(
        answer.items.map((item: { rating: number; comment: string | null; commentStatus: string | null }) => [
          writers.find((writer) => writer.rating === item.rating)!.id,
          [item.comment, item.commentStatus],
        ]),
      );
    };
    expect(await comments(t.client())).toEqual({ [kept.id]: [null, null], [dropped.id]: [null, null] });
    // Its writer reads their own comment, waiting.
    expect(await comments(kept.client)).toEqual({
      [kept.id]: ["comment 0", "to check"],
      [dropped.id]: [null, null],
    });
    const queue = (await admin.get("/api/admin/moderation")).body.value.items.filter(
      (item: { kind: string; groupName: string }) =>
        item.kind === "rating" && item.groupName === `rating_${own}`,
    );
    expect(queue.map((item: { id: string; text: string }) => [item.id, item.text])).toEqual([
      [kept.id, "comment 0"],
      [dropped.id, "comment 1"],
    ]);
    expect(queue[0]).toMatchObject({ status: "to check", language: "en", groupTitle: `Program ${own}` });
    expect((await admin.post(`/api/admin/moderation/${kept.id}`, { status: "validated" })).status).toBe(200);
    expect((await admin.post(`/api/admin/moderation/${dropped.id}`, { status: "refused" })).status).toBe(200);
    expect(await comments(t.client())).toEqual({
      [kept.id]: ["comment 0", "validated"],
      [dropped.id]: [null, null],
    });
    expect(await comments(dropped.client)).toEqual({
      [kept.id]: ["comment 0", "validated"],
      [dropped.id]: ["comment 1", "refused"],
    });
    const waiting = (await admin.get("/api/admin/moderation")).body.value.items;
    expect(waiting.filter((item: { id: string }) => item.id === kept.id || item.id === dropped.id)).toEqual(
      [],
    );
  });

  it("shows each rater by their community pseudonym only, never a user id, and null without a profile", async () => {
    const own = await createProgram(t.deps);
    const raters: User[] = [];
    for (const [index, pseudo] of ["Camille", null].entries()) {
      const user = await createPatient(t.deps);
      if (pseudo) await t.db("socialProfiles").insert({ id: user.id, pseudo, bio: "Lives in Lyon" });
      await subscribe(t.deps, user, own);
      await t
        .db("studySubscriptions")
        .where({ id: `${user.id}_${own}` })
        .update({ finishedOnce: true });
      await rate(await signIn(t.client(), t.deps, user), { rating: 3 + index }, own);
      raters.push(user);
    }
    const answer = await t.client().get(`/api/guest/program/${own}/ratings`);
    expect(answer.status).toBe(200);
    const text = JSON.stringify(answer.body.value);
    for (const rater of raters) expect(text).not.toContain(rater.id);
    expect(text).not.toContain("Lyon");
    expect(
      answer.body.value.items.map((item: { rating: number; pseudo: string | null }) => [
        item.rating,
        item.pseudo,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [3, "Camille"],
        [4, null],
      ]),
    );
    for (const item of answer.body.value.items) {
      expect(Object.keys(item).sort()).toEqual(["comment", "commentStatus", "datetime", "pseudo", "rating"]);
    }
  });

  it("answers an empty group without a mean, and 404 for an unknown program", async () => {
    const empty = await createProgram(t.deps);
    const answer = await t.client().get(`/api/guest/program/${empty}/ratings`);
    expect(answer.body.value).toEqual({ groupName: `rating_${empty}`, items: [], average: null, count: 0 });
    expect((await t.client().get("/api/guest/program/no-such-program/ratings")).status).toBe(404);
  });
});
