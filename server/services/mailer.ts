/**
 * The channel the server writes to people through. The local default, `OutboxMailer`, keeps every
 * email in the `outbox` table (tests read it there) and prints its link on the console, so whoever
 * runs `npm start` can follow it. A real delivery (SMTP, a provider's API) implements `Mailer`.
 */
import type { Db } from "../db/connection";
import type { Language } from "../db/models";
import { composeMail, type MailKind } from "./mailTexts";

export interface Mail {
  to: string;
  kind: MailKind;
  language: Language;
  /** The one link the email carries. */
  link: string;
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
    const { subject, text } = composeMail(mail.kind, mail.language, mail.link);
    await this.db("outbox").insert({ to: mail.to, kind: mail.kind, language: mail.language, subject, text });
    this.log(`mail to ${mail.to} (${mail.kind}): ${mail.link}`);
  }
}
