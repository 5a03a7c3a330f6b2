import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { credit } from "../../core/ledger";
import { balanceOf, createPatient, createPro, signIn } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

let t: TestApp;
let pro: User;
let client: TestClient;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2026-11-26T10:00:00Z") });
  pro = await createPro(t.deps);
  client = await signIn(t.client(), t.deps, pro);
});
afterAll(() => t.close());

/**
 * A patient whose follow of `autorId` waits: paid `price` for `months` (as the patient's follow
 * leaves it: the price already debited, the link TO_VALIDATE).
 */
async function follower(
  options: { autorId?: string; months?: number | null; price?: number; end?: string; name?: string } = {},
) {
  const patient = await createPatient(t.deps);
  const autorId = options.autorId ?? (pro.authorId as string);
  const price = options.price ?? 500;
  await t
    .db("users")
    .where({ id: patient.id })
    .update({ name: options.name ?? "Camille" });
  await t.db.transaction((trx) =>
    credit(trx, { userId: patient.id, delta: 2000, reason: "TEST", idempotencyKey: `test-${patient.id}` }),
  );
  const id = `${patient.id}_${autorId}`;
  await t.db("authorLinks").insert({
    id,
    userId: patient.id,
    authorId: autorId,
    status: "TO_VALIDATE",
    end: options.end ?? "2026-11-26",
    requestedAt: new Date("2026-11-25T08:00:00Z"),
    followMonths: options.months === undefined ? 3 : options.months,
    followPrice: price,
  });
  return { patient, id };
}

const invit = () => `/api/pro/${pro.authorId}/invit`;

describe("GET /api/pro/{proId}/invit", () => {
  it("lists the author's follows waiting, with the patient's name and what they paid", async () => {
    const { patient, id } = await follower({ name: "Léa", months: 3, price: 1375 });
    const answer = await client.get(invit());
    expect(answer.status).toBe(200);
    expect(answer.body.value.items).toContainEqual({
      id,
      userId: patient.id,
      name: "Léa",
      requestedAt: "2026-11-25T08:00:00.000Z",
      months: 3,
      price: 1375,
    });
    const other = await createPro(t.deps);
    const elsewhere = await follower({ autorId: other.authorId as string });
    const ids = (await client.get(invit())).body.value.items.map((i: { id: string }) => i.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(elsewhere.id);
  });

  it("answers 401 without a session, 403 to a patient and to another pro", async () => {
    expect((await t.client().get(invit())).status).toBe(401);
    const patient = await signIn(t.client(), t.deps, await createPatient(t.deps));
    expect((await patient.get(invit())).body.error).toBe("FORBIDDEN");
    const other = await signIn(t.client(), t.deps, await createPro(t.deps));
    const asOther = await other.get(invit());
    expect([asOther.status, asOther.body.error]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("PUT /api/pro/{proId}/invit/{id}/validate", () => {
  it("validates for the months paid for from today, pays the pro what the follow cost, once; a second decision is 409", async () => {
    const { id, patient } = await follower({ months: 3 });
    const before = (await balanceOf(t.deps, pro)).amount;
    const answer = await client.put(`${invit()}/${id}/validate`);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      id,
      userId: patient.id,
      status: "VALIDATED",
      end: "2027-02-26",
      refund: 0,
    });
    const row = await t.db("authorLinks").where({ id }).first();
    expect([row.status, row.payed]).toEqual(["VALIDATED", true]);
    for (const decision of ["validate", "reject"]) {
      const again = await client.put(`${invit()}/${id}/${decision}`);
      expect([again.status, again.body.error]).toEqual([409, "INVITATION_DECIDED"]);
    }
    expect((await balanceOf(t.deps, patient)).amount).toBe(2000);
    expect((await balanceOf(t.deps, pro)).amount).toBe(before + 500);
    const earnings = await t.db("ledgerEntries").where({ userId: pro.id, reference: id });
    expect(earnings).toEqual([
      expect.objectContaining({ delta: 500, reason: "AUTHOR_SUBSCRIPTION_EARNING" }),
    ]);
  });

  it("gives a free follow one month and keeps a later end the link had", async () => {
    const free = await follower({ months: null, price: 0 });
    expect((await client.put(`${invit()}/${free.id}/validate`)).body.value.end).toBe("2026-12-26");
    const renewing = await follower({ months: 1, end: "2027-04-01" });
    expect((await client.put(`${invit()}/${renewing.id}/validate`)).body.value.end).toBe("2027-04-01");
  });

  it("answers 404 for another author's link and an unknown one", async () => {
    const other = await createPro(t.deps);
    const { id } = await follower({ autorId: other.authorId as string });
    const answer = await client.put(`${invit()}/${id}/validate`);
    expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
    expect((await t.db("authorLinks").where({ id }).first()).status).toBe("TO_VALIDATE");
    expect((await client.put(`${invit()}/nobody_${pro.authorId}/validate`)).status).toBe(404);
  });

  it("answers 401 without a session, 403 to a patient and to another pro", async () => {
    const { id } = await follower();
    expect((await t.client().put(`${invit()}/${id}/validate`)).status).toBe(401);
    const patient = await signIn(t.client(), t.deps, await createPatient(t.deps));
    expect((await patient.put(`${invit()}/${id}/validate`)).status).toBe(403);
    const other = await signIn(t.client(), t.deps, await createPro(t.deps));
    expect((await other.put(`${invit()}/${id}/validate`)).status).toBe(403);
    expect((await t.db("authorLinks").where({ id }).first()).status).toBe("TO_VALIDATE");
  });
});

describe("PUT /api/pro/{proId}/invit/{id}/reject", () => {
  it("rejects and refunds what the follow cost in full, through the ledger, once", async () => {
    const { id, patient } = await follower({ price: 1375 });
    const answer = await client.put(`${invit()}/${id}/reject`);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ id, status: "REJECTED", refund: 1375 });
    expect((await balanceOf(t.deps, patient)).amount).toBe(3375);
    const again = await client.put(`${invit()}/${id}/reject`);
    expect([again.status, again.body.error]).toEqual([409, "INVITATION_DECIDED"]);
    expect((await balanceOf(t.deps, patient)).amount).toBe(3375);
    expect(await t.db("ledgerEntries").where({ userId: pro.id, reference: id })).toEqual([]);
    const entries = await t.db("ledgerEntries").where({ userId: patient.id, reference: id });
    expect(entries).toEqual([
      expect.objectContaining({ delta: 1375, reason: "AUTHOR_FOLLOW_REJECTED_REFUND" }),
    ]);
  });

  it("refunds once when two rejects race", async () => {
    const { id, patient } = await follower({ price: 500 });
    const answers = await Promise.all([
      client.put(`${invit()}/${id}/reject`),
      client.put(`${invit()}/${id}/reject`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await balanceOf(t.deps, patient)).amount).toBe(2500);
  });

  it("answers 404 for another author's link", async () => {
    const other = await createPro(t.deps);
    const { id, patient } = await follower({ autorId: other.authorId as string });
    expect((await client.put(`${invit()}/${id}/reject`)).status).toBe(404);
    expect((await balanceOf(t.deps, patient)).amount).toBe(2000);
  });

  it("answers 401 without a session, 403 to a patient and to another pro", async () => {
    const { id } = await follower();
    expect((await t.client().put(`${invit()}/${id}/reject`)).status).toBe(401);
    const patient = await signIn(t.client(), t.deps, await createPatient(t.deps));
    expect((await patient.put(`${invit()}/${id}/reject`)).status).toBe(403);
    const other = await signIn(t.client(), t.deps, await createPro(t.deps));
    expect((await other.put(`${invit()}/${id}/reject`)).status).toBe(403);
  });
});
