/**
 * The sandbox checkout confirms a BUY_REWARDS purchase (docs/features/rewards.md): its rewards are
 * credited through the ledger once, and the purchase is done.
 */
import type { ShopPurchase } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { credit } from "../../core/ledger";
import { runUseCase } from "../../core/useCase";
import { presentPurchase } from "./present";
import { paymentTaker } from "../../platform/adapters/checkout";

/**
 * The sandbox checkout's confirmation of a BUY_REWARDS purchase: credits its rewards once (a second
 * confirmation changes nothing). 404 when a payment provider is configured (it confirms payments
 * itself) or the purchase is not one of the patient's pending or done rewards purchases.
 */
export async function confirmSandboxCheckout(
  deps: AppDeps,
  user: User,
  purchaseId: string,
): Promise<ShopPurchase> {
  if (paymentTaker(deps.config) !== "sandbox")
    throw new NotFound("No sandbox checkout: payments are taken by a provider, or not at all");
  return runUseCase(deps.db, {
    load: async (trx) => {
      const row = await trx("shopPurchases")
        .where({ id: purchaseId, userId: user.id, type: "BUY_REWARDS" })
        .forUpdate()
        .first();
      if (!row) throw new NotFound("No such purchase");
      return row as Record<string, unknown>;
    },
    // A purchase already done was credited by its first confirmation.
    decide: (row) => ({ alreadyDone: row.status === "DONE" }),
    write: async (trx, { alreadyDone }, row) => {
      if (alreadyDone) return presentPurchase(row);
      await credit(trx, {
        userId: user.id,
        delta: Number(row.price),
        reason: "BUY_REWARDS",
        reference: purchaseId,
        idempotencyKey: `buyRewards:${purchaseId}`,
      });
      const [done] = await trx("shopPurchases")
        .where({ id: purchaseId })
        .update({ status: "DONE" })
        .returning("*");
      return presentPurchase(done);
    },
  });
}
