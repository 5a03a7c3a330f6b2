/**
 * The emailed links of an existing account (docs/features/accounts.md): a password reset, a new
 * email address to confirm, a sign-in link. Each works once and for a while (engine/accounts);
 * only the SHA-256 of its token is stored, as for sign-up links.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import {
  ACCOUNT_LINK_KEPT_MS,
  accountLinkState,
  EMAIL_CHANGE_LINK_TTL_MS,
  RESET_PASSWORD_LINK_TTL_MS,
  SIGN_IN_LINK_TTL_MS,
} from "../../../engine/accounts";
import type { AppDeps } from "../../appDeps";
import { HttpError } from "../../core/errors";
import type { Db } from "../../platform/db/connection";
import type { Language } from "../../platform/db/models";
import type { MailKind } from "../../platform/mail/mailTexts";
import { appLink } from "./appLink";
import { hashToken } from "./signupTokens";

export type AccountLinkKind = "resetPassword" | "verifyEmailChange" | "signIn";

export interface AccountLinkRow {
  tokenHash: string;
  kind: AccountLinkKind;
  userId: string;
  /** The address the link was mailed to: the account's, or the new one asked for. */
  email: string;
  /** The account's address when an email change was asked. */
  previousEmail: string | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

const LINKS: Record<
  AccountLinkKind,
  { ttlMs: number; path: string; mail: MailKind; code: string; name: string }
> = {
  resetPassword: {
    ttlMs: RESET_PASSWORD_LINK_TTL_MS,
    path: "/app/guest/auth/reset",
    mail: "resetPassword",
    code: "RESET_LINK",
    name: "password reset link",
  },
  verifyEmailChange: {
    ttlMs: EMAIL_CHANGE_LINK_TTL_MS,
    path: "/app/guest/auth/email",
    mail: "verifyEmailChange",
    code: "EMAIL_LINK",
    name: "email confirmation link",
  },
  signIn: {
    ttlMs: SIGN_IN_LINK_TTL_MS,
    path: "/app/guest/auth/signin",
    mail: "signInLink",
    code: "SIGN_IN_LINK",
    name: "sign-in link",
  },
};

/** A link never issued (or mistyped): 400 RESET_LINK_INVALID, EMAIL_LINK_INVALID or SIGN_IN_LINK_INVALID. */
export class AccountLinkInvalid extends HttpError {
  constructor(kind: AccountLinkKind) {
    super(400, `${LINKS[kind].code}_INVALID`, `This ${LINKS[kind].name} is not valid`);
  }
}

/** A link already followed or past its time: 410 …_LINK_USED or …_LINK_EXPIRED. */
export class AccountLinkGone extends HttpError {
  constructor(kind: AccountLinkKind, state: "used" | "expired") {
    super(
      410,
      `${LINKS[kind].code}_${state.toUpperCase()}`,
      `This ${LINKS[kind].name} ${state === "used" ? "was already used" : "has expired"}`,
    );
  }
}

/**
 * Records a link of `kind` for the account and mails it to `to` (the account's address, or the
 * new one of an email change), in `language`.
 */
export async function mailAccountLink(
  deps: AppDeps,
  kind: AccountLinkKind,
  link: { userId: string; to: string; language: Language; previousEmail?: string },
): Promise<void> {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = deps.now();
  await deps.db("accountLinks").insert({
    tokenHash: hashToken(token),
    kind,
    userId: link.userId,
    email: link.to,
    previousEmail: link.previousEmail ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINKS[kind].ttlMs),
  });
  await deps.mailer.send({
    to: link.to,
    kind: LINKS[kind].mail,
    language: link.language,
    link: appLink(deps, LINKS[kind].path, { token }),
  });
}

/** The link of `kind` with this token, locked so it is followed once; 400 when there is none. */
export async function lockAccountLink(
  trx: Knex.Transaction,
  kind: AccountLinkKind,
  token: string,
): Promise<AccountLinkRow> {
  const link = (await trx("accountLinks")
    .where({ tokenHash: hashToken(token), kind })
    .forUpdate()
    .first()) as AccountLinkRow | undefined;
  if (!link) throw new AccountLinkInvalid(kind);
  return link;
}

/** Throws 410 for a link used or expired. */
export function refuseUnusableLink(link: AccountLinkRow, now: Date): void {
  const state = accountLinkState(link, now);
  if (state !== "usable") throw new AccountLinkGone(link.kind, state);
}

/** Marks the account's links of these kinds that were not followed as used: they no longer work. */
export async function closeAccountLinks(
  trx: Knex.Transaction,
  userId: string,
  kinds: AccountLinkKind[],
  now: Date,
): Promise<void> {
  await trx("accountLinks").where({ userId, usedAt: null }).whereIn("kind", kinds).update({ usedAt: now });
}

/**
 * Deletes reset and sign-in links ended more than ACCOUNT_LINK_KEPT_MS ago. Email-change links
 * stay with the account: they remember its earlier addresses, which its deletion must find.
 */
export async function purgeAccountLinks(db: Db, now: Date): Promise<void> {
  await db("accountLinks")
    .whereIn("kind", ["resetPassword", "signIn"])
    .andWhere("expiresAt", "<=", new Date(now.getTime() - ACCOUNT_LINK_KEPT_MS))
    .delete();
}
