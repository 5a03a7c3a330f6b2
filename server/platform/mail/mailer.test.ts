import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../config";
import { LANGUAGES } from "../db/models";
import { createTestDb, type TestDb } from "../../test/testDb";
import { mailsTo } from "../../test/outbox";
import { createMailer, OutboxMailer, SmtpMailer } from "./mailer";
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

interface Received {
  from: string;
  to: string;
  data: string;
}

/** Just enough of an SMTP server to take one message at a time (no TLS, no auth). */
async function fakeSmtpServer(): Promise<{ port: number; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((socket) => {
    let buffer = "";
    let message: Received = { from: "", to: "", data: "" };
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(message);
            message = { from: "", to: "", data: "" };
            socket.write("250 queued\r\n");
          } else message.data += `${line}\r\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "MAIL") message.from = line;
        if (verb === "RCPT") message.to = line;
        if (verb === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, received, server };
}

/** The text of a quoted-printable body, as a mail reader shows it. */
const unquote = (data: string) =>
  data
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe("SmtpMailer", () => {
  it("delivers the email, in its language, through the SMTP server of SMTP_URL, from MAIL_FROM", async () => {
    const smtp = await fakeSmtpServer();
    try {
      const config = readConfig({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: "care@outchi.example",
      });
      const mailer = createMailer(testDb.db, config);
      expect(mailer).toBeInstanceOf(SmtpMailer);
      const link = "https://outchi.example/app/guest/auth/verify?token=abc&nextPage=%2Fapp%2Fpatient";
      await mailer.send({ to: "kim@example.org", kind: "verifySignup", language: "en", link });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.from).toBe("MAIL FROM:<care@outchi.example>");
      expect(mail!.to).toBe("RCPT TO:<kim@example.org>");
      expect(mail!.data).toContain("Subject: Activate your Outchi account\r\n");
      expect(unquote(mail!.data)).toContain(link);
      // Delivered, so neither kept in the outbox nor printed.
      expect(await mailsTo(testDb.db, "kim@example.org")).toEqual([]);
    } finally {
      smtp.server.close();
    }
  });

  it("is used only with SMTP_URL, which must be smtp:// or smtps://; MAIL_FROM defaults to no-reply at PUBLIC_URL's host", () => {
    expect(createMailer(testDb.db, readConfig({}))).toBeInstanceOf(OutboxMailer);
    expect(() => readConfig({ SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL/);
    expect(
      readConfig({ SMTP_URL: "smtps://u:p@mail.example", PUBLIC_URL: "https://app.example" }).smtp,
    ).toEqual({
      url: "smtps://u:p@mail.example",
      from: "Outchi <no-reply@app.example>",
    });
  });
});
