/**
 * The channel the server writes to people through. The local default, `OutboxMailer`, keeps every
 * email in the `outbox` table (tests read it there) and prints its link on the console, so whoever
 * runs `npm start` can follow it. With SMTP_URL, `SmtpMailer` delivers through that server instead,
 * keeping no copy and printing nothing (the links sign people in).
 */
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config";
import type { Db } from "../db/connection";
import type { Language } from "../db/models";
import { composeMail, type MailKind } from "./mailTexts";

export interface Mail {
  to: string;
  kind: MailKind;
  language: Language;
  /** The one link the email carries. */
  link: string;
  /** The link that stops this kind of email, without signing in (also sent as List-Unsubscribe). */
  unsubscribe?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly log: (line: string) => void = console.log,
  ) {}

  async send(mail: Mail): Promise<void> {
    const { subject, text } = composeMail(mail);
    await this.db("outbox").insert({ to: mail.to, kind: mail.kind, language: mail.language, subject, text });
    this.log(`mail to ${mail.to} (${mail.kind}): ${mail.link}`);
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  /** `url` as nodemailer reads it: `smtp://user:password@host:587`, `smtps://…:465`. */
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: Mail): Promise<void> {
    const { subject, text } = composeMail(mail);
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject,
      text,
      ...(mail.unsubscribe ? { list: { unsubscribe: mail.unsubscribe } } : {}),
    });
  }
}

/** SMTP when configured, else the outbox. */
export function createMailer(db: Db, config: Pick<Config, "smtp">): Mailer {
  return config.smtp ? new SmtpMailer(config.smtp.url, config.smtp.from) : new OutboxMailer(db);
}
