/**
 * A patient redeems a gift code (docs/features/rewards.md): a code of content/giftCodes.json credits
 * its amount through the ledger, once per patient and `uses` times in all, between its first and
 * last days. Every try counts against the patient's rate limit, so codes cannot be guessed.
 */
import type { GiftCodeRedeemed } from "../../../card-schemas";
import { giftCodeOpen, normalizeGiftCode } from "../../../engine/rewards/giftCode";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict, HttpError } from "../../core/errors";
import { credit } from "../../core/ledger";
import { GIFT_CODE_LIMIT, hitRateLimit } from "../../core/rateLimit";
import { runUseCase } from "../../core/useCase";
import { shopContent } from "./shopContent";

/** Unknown, not open today or used up: the same answer, which tells a guesser nothing more. */
export class GiftCodeInvalid extends HttpError {
  constructor() {
    super(404, "GIFT_CODE_INVALID", "This gift code is not valid");
  }
}

export class GiftCodeUsed extends Conflict {
  constructor() {
    super("GIFT_CODE_USED", "You have already used this gift code");
  }
}

export async function redeemGiftCode(deps: AppDeps, user: User, typed: string): Promise<GiftCodeRedeemed> {
  const code = normalizeGiftCode(typed);
  await hitRateLimit(deps.db, `giftCode:${user.id}`, GIFT_CODE_LIMIT, deps.now().getTime());
  const { giftCodes } = await shopContent(deps.config.contentDir);
  const gift = giftCodes.find((candidate) => candidate.code === code);
  const today = deps.now().toISOString().slice(0, 10);
  if (!gift || !giftCodeOpen(gift, today)) throw new GiftCodeInvalid();
  return runUseCase(deps.db, {
    // The code is claimed for the patient (the redemption's unique key takes one per patient), then
    // its uses are counted; a refusal below rolls both back.
    load: async (trx) => {
      const redeemed = await trx("giftCodeRedemptions")
        .insert({ code, userId: user.id, amount: gift.amount })
        .onConflict(["code", "userId"])
        .ignore()
        .returning("code");
      if (redeemed.length === 0) return { redeemed: false, uses: 0 };
      // The code's row is locked until this transaction ends: concurrent redemptions count one by one.
      const counted = await trx.raw<{ rows: Array<{ uses: number }> }>(
        `insert into gift_code_uses (code, uses) values (?, 1)
         on conflict (code) do update set uses = gift_code_uses.uses + 1
         returning uses`,
        [code],
      );
      return { redeemed: true, uses: counted.rows[0]?.uses ?? 0 };
    },
    decide: ({ redeemed, uses }) => {
      if (!redeemed) throw new GiftCodeUsed();
      if (uses > gift.uses) throw new GiftCodeInvalid();
    },
    write: async (trx) => {
      const { entry } = await credit(trx, {
        userId: user.id,
        delta: gift.amount,
        reason: "GIFT_CODE",
        reference: code,
        idempotencyKey: `giftCode:${code}:${user.id}`,
      });
      return { settings: { code, amount: gift.amount, balance: entry.balanceAfter } };
    },
  });
}
