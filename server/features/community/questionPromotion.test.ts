import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTION_PROMOTION_INTERVAL_MS } from "../../../engine/community/questionPromotion";
import { inTransaction } from "../../platform/db/transaction";
import { moderateQuestion } from "./moderateQuestion";
import { promoteVotedQuestions } from "./promoteVotedQuestions";
import { createPatient, signIn } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

let clock = new Date("2026-11-26T10:00:00Z");
let t: TestApp;
let client: TestClient;
let admin: string;
const group = "community_sleep_en";

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  admin = (await createPatient(t.deps)).id;
  client = await signIn(t.client(), t.deps, await createPatient(t.deps));
});
afterAll(() => t.close());

async function validated(question: string, likes: number): Promise<string> {
  const asked = await client.post("/api/patient/communityQuestions", {
    question,
    groupName: group,
    type: "open",
  });
  const id = asked.body.value.id as string;
  await inTransaction(t.db, (trx) => moderateQuestion(trx, id, "validated", null, admin));
  await t.db("communityQuestions").where({ id }).update({ likes });
  return id;
}

const statusOf = async (id: string) =>
  (await t.db("communityQuestions").where({ id }).first("status")).status;
const swipeIds = async () =>
  ((await client.get("/api/patient/dailyQuestions")).body.value.items as Array<{ id: string }>).map(
    (q) => q.id,
  );

describe("the community's vote", () => {
  it("makes the most liked moderated question current, once a day, the one before it previous", async () => {
    const quiet = await validated("Do you nap after lunch?", 1);
    const liked = await validated("What wakes you up at night?", 4);
    expect(await swipeIds()).toContain(liked);
    expect([await statusOf(liked), await statusOf(quiet)]).toEqual(["current", "moderated"]);

    // Later the same day, even with more votes, nothing moves.
    await t.db("communityQuestions").where({ id: quiet }).update({ likes: 9 });
    await client.get("/api/patient/dailyQuestions");
    expect(await statusOf(quiet)).toBe("moderated");

    clock = new Date(clock.getTime() + QUESTION_PROMOTION_INTERVAL_MS);
    expect(await swipeIds()).toEqual(expect.arrayContaining([quiet, liked]));
    expect([await statusOf(quiet), await statusOf(liked)]).toEqual(["current", "previous"]);
  });

  it("promotes once when two readers arrive together", async () => {
    const a = await validated("Coffee after 4 pm?", 2);
    const b = await validated("Screens in bed?", 2);
    clock = new Date(clock.getTime() + QUESTION_PROMOTION_INTERVAL_MS);
    await Promise.all([promoteVotedQuestions(t.db, clock), promoteVotedQuestions(t.db, clock)]);
    const current = await t
      .db("communityQuestions")
      .where({ groupName: group, status: "current" })
      .select("id");
    expect(current.map((row: { id: string }) => row.id)).toEqual([a]);
    expect(await statusOf(b)).toBe("moderated");
  });
});
