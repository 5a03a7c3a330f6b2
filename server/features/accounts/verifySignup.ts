/** A person follows their sign-up link (docs/features/accounts.md): the account is created with that sign-up's credentials. */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { SignupLinkGone, SignupLinkInvalid } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { insertAccount } from "./accountRows";
import { hashToken } from "./signupTokens";
import { creditReferral } from "../rewards";

/**
 * Follows a sign-up link: creates the account with the credentials of that sign-up and closes
 * every other open sign-up of the address. A patient who signed up with a referral code and its
 * sponsor are credited in the same transaction (docs/features/rewards.md), the sponsor's live
 * stream told after commit. 400 SIGNUP_LINK_INVALID for a token never issued,
 * 410 SIGNUP_LINK_USED once followed (or once the address got its account another way),
 * 410 SIGNUP_LINK_EXPIRED past SIGNUP_LINK_TTL_MS.
 */
export async function verifySignup(deps: AppDeps, token: string): Promise<User> {
  const now = deps.now();
  return runUseCase(deps.db, {
    load: async (trx) => {
      // Locked, so two requests with one link cannot both create the account.
      const pending = await trx("pendingSignups")
        .where({ tokenHash: hashToken(token) })
        .forUpdate()
        .first();
      if (!pending) throw new SignupLinkInvalid();
      return pending;
    },
    decide: (pending) => {
      if (pending.usedAt) throw new SignupLinkGone("SIGNUP_LINK_USED");
      if (new Date(pending.expiresAt) <= now) throw new SignupLinkGone("SIGNUP_LINK_EXPIRED");
    },
    write: async (trx, _decision, pending) => {
      const user = await insertAccount(trx, {
        email: pending.email,
        passwordHash: pending.passwordHash,
        role: pending.role,
        language: pending.language,
        timeZone: pending.timeZone,
        name: pending.name,
      });
      if (!user) throw new SignupLinkGone("SIGNUP_LINK_USED");
      const sponsor =
        pending.sponsorCode && user.role === "patient"
          ? await creditReferral(trx, user.id, pending.sponsorCode)
          : null;
      await trx("pendingSignups").where({ email: pending.email, usedAt: null }).update({ usedAt: now });
      return { user, sponsor };
    },
    afterCommit: async ({ sponsor }) => {
      if (sponsor) await deps.realtime.publish(sponsor);
    },
  }).then(({ user }) => user);
}
