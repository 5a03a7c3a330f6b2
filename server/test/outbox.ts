/** Reading the emails the app sent, from the outbox table (services/mailer.ts). */
import type { Db } from "../platform/db/connection";
import type { MailKind } from "../platform/mail/mailTexts";

export interface SentMail {
  to: string;
  kind: MailKind;
  language: string;
  subject: string;
  text: string;
  /** The link in the text. */
  link: URL;
}

/** Every email sent to `to`, oldest first. */
export async function mailsTo(db: Db, to: string): Promise<SentMail[]> {
  const rows = await db("outbox").where({ to }).orderBy("id");
  return rows.map((row) => {
    const link = /https?:\/\/\S+/.exec(row.text)?.[0];
    if (!link) throw new Error(`no link in the email to ${to}: ${row.text}`);
    return { ...row, link: new URL(link) };
  });
}

/** The token of the latest sign-up link sent to `to`. */
export async function latestSignupToken(db: Db, to: string): Promise<string> {
  const mail = (await mailsTo(db, to)).filter((m) => m.kind === "verifySignup").at(-1);
  const token = mail?.link.searchParams.get("token");
  if (!token) throw new Error(`no sign-up link was sent to ${to}`);
  return token;
}
