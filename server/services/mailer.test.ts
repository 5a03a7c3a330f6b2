import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../db/models";
import { createTestDb, type TestDb } from "../test/testDb";
import { mailsTo } from "../test/outbox";
import { OutboxMailer } from "./mailer";
import { MAIL_TEXTS, type MailKind } from "./mailTexts";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

describe("OutboxMailer", () => {
  it("keeps the email, in its language, in the outbox and prints its link on the console", async () => {
    const lines: string[] = [];
    const mailer = new OutboxMailer(testDb.db, (line) => lines.push(line));
    const link = "http://localhost:3000/app/guest/auth/verify?token=abc";
    await mailer.send({ to: "sam@example.org", kind: "verifySignup", language: "es", link });
    const [mail] = await mailsTo(testDb.db, "sam@example.org");
    expect(mail).toMatchObject({
      kind: "verifySignup",
      language: "es",
      subject: "Activa tu cuenta de Outchi",
    });
    expect(mail!.link.href).toBe(link);
    expect(lines).toEqual([`mail to sam@example.org (verifySignup): ${link}`]);
  });
});

describe("the emails' texts", () => {
  it.each(Object.keys(MAIL_TEXTS) as MailKind[])(
    "%s has a subject and exactly one link in every language",
    (kind) => {
      for (const language of LANGUAGES) {
        const { subject, text } = MAIL_TEXTS[kind][language];
        expect([language, subject.trim()]).not.toEqual([language, ""]);
        expect([language, text.split("{link}").length]).toEqual([language, 2]);
      }
    },
  );
});
