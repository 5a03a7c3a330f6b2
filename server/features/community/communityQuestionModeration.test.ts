import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../platform/db/transaction";
import { balanceOf, createPatient } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/testApp";
import { askQuestion } from "./askQuestion";
import { moderateQuestion } from "./moderateQuestion";
import { waitingQuestions } from "./waitingQuestions";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const body = (question: string) => ({ question, groupName: "community_all_en", type: "open" as const });

describe("community question moderation", () => {
  it("lists the waiting questions, validates one (paid 100 once) and refuses another with its reason", async () => {
    const writer = await createPatient(t.deps);
    const admin = await createPatient(t.deps);
    const first = await askQuestion(t.db, writer, body("First question?"));
    const second = await askQuestion(t.db, writer, body("Second question?"));
    const waiting = await waitingQuestions(t.db);
    expect(waiting.map((item) => item.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(waiting.find((item) => item.id === first.id)).toMatchObject({
      kind: "communityQuestion",
      text: "First question?",
      status: "toCheck",
      userId: writer.id,
    });

    const before = (await balanceOf(t.deps, writer)).amount;
    const ok = await inTransaction(t.db, (trx) =>
      moderateQuestion(trx, first.id, "validated", "clear", admin.id),
    );
    expect(ok).toMatchObject({ status: "moderated", reason: "clear", moderatedBy: admin.id });
    expect((await balanceOf(t.deps, writer)).amount).toBe(before + 100);
    const no = await inTransaction(t.db, (trx) =>
      moderateQuestion(trx, second.id, "refused", "off topic", admin.id),
    );
    expect(no).toMatchObject({ status: "refused", reason: "off topic" });

    const ids = (await waitingQuestions(t.db)).map((item) => item.id);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);
    // Refused after all, then validated again: the reward was paid once.
    const takenDown = await inTransaction(t.db, (trx) =>
      moderateQuestion(trx, first.id, "refused", "duplicate", admin.id),
    );
    expect(takenDown).toMatchObject({ status: "refused", reason: "duplicate" });
    const back = await inTransaction(t.db, (trx) =>
      moderateQuestion(trx, first.id, "validated", null, admin.id),
    );
    expect(back.status).toBe("moderated");
    expect((await balanceOf(t.deps, writer)).amount).toBe(before + 100);
    const undone = await inTransaction(t.db, (trx) =>
      moderateQuestion(trx, first.id, "to check", null, admin.id),
    );
    expect(undone).toMatchObject({ status: "toCheck", reason: null, moderatedBy: null, moderatedAt: null });
    await expect(
      inTransaction(t.db, (trx) => moderateQuestion(trx, "nope", "refused", null, admin.id)),
    ).rejects.toMatchObject({ status: 404 });
  });
});
