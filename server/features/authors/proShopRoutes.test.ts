import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { createPatient, createPro, signIn } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

let t: TestApp;
let pro: User;
let client: TestClient;
let base: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2026-11-25T10:00:00Z") });
  pro = await createPro(t.deps);
  client = await signIn(t.client(), t.deps, pro);
  base = `/api/pro/${pro.authorId}/custom`;
});
afterAll(() => t.close());

const item = { input: { name: "Sleep plan PDF", description: "A one-page plan." }, price: 300 };

describe("the author's custom shop items", () => {
  it("puts an item on sale, lists it and takes it off sale, keeping its row", async () => {
    const created = await client.post(base, item);
    expect(created.status).toBe(201);
    expect(created.body.value).toMatchObject(item);
    const second = await client.post(base, {
      input: { name: "Video call", mediaLink: "/api/files/call-picture" },
      price: 1000,
    });
    const listed = await client.get(base);
    expect(listed.status).toBe(200);
    expect(listed.body.value.items.map((entry: { id: string }) => entry.id)).toEqual([
      second.body.value.id,
      created.body.value.id,
    ]);
    const removed = await client.delete(`${base}/${created.body.value.id}`);
    expect([removed.status, removed.body.value]).toEqual([200, {}]);
    expect((await client.get(base)).body.value.items).toHaveLength(1);
    const row = await t.db("authorShopItems").where({ id: created.body.value.id }).first();
    expect(row.deletedAt).not.toBeNull();
  });

  it("keeps the author's text as text", async () => {
    const name = "<b>Bold</b> & <script>x</script>";
    const created = await client.post(base, { input: { name }, price: 5 });
    expect(created.body.value.input.name).toBe(name);
  });

  it.each([
    [{ ...item, input: { name: "" } }, "/input/name"],
    [{ ...item, input: { name: "Plan", mediaLink: "http://cdn.example.org/a.png" } }, "/input/mediaLink"],
    [{ ...item, input: { name: "Plan", mediaLink: "https://cdn.example.org/a.png" } }, "/input/mediaLink"],
    [{ ...item, input: { name: "Plan", html: "<p>" } }, "/input/html"],
    [{ ...item, price: 0 }, "/price"],
    [{ ...item, price: 2.5 }, "/price"],
  ])("answers 400 naming the failing path and stores nothing (%#)", async (body, path) => {
    const before = await t.db("authorShopItems").count({ n: "*" }).first();
    const answer = await client.post(base, body);
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(answer.body.details.map((detail: { path: string }) => detail.path)).toContain(path);
    expect(await t.db("authorShopItems").count({ n: "*" }).first()).toEqual(before);
  });

  it("answers 404 for another author's item and for an item already taken off sale", async () => {
    const other = await createPro(t.deps);
    const otherClient = await signIn(t.client(), t.deps, other);
    const theirs = await otherClient.post(`/api/pro/${other.authorId}/custom`, item);
    const answer = await client.delete(`${base}/${theirs.body.value.id}`);
    expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
    const mine = await client.post(base, item);
    await client.delete(`${base}/${mine.body.value.id}`);
    const again = await client.delete(`${base}/${mine.body.value.id}`);
    expect([again.status, again.body.error]).toEqual([404, "NOT_FOUND"]);
  });

  it("answers 401 without a session, 403 to a patient and to another pro", async () => {
    const guest = await t.client().get(base);
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    const patient = await signIn(t.client(), t.deps, await createPatient(t.deps));
    const asPatient = await patient.post(base, item);
    expect([asPatient.status, asPatient.body.error]).toEqual([403, "FORBIDDEN"]);
    const other = await signIn(t.client(), t.deps, await createPro(t.deps));
    const asOther = await other.get(base);
    expect([asOther.status, asOther.body.error]).toEqual([403, "FORBIDDEN"]);
  });
});
