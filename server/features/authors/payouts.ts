/**
 * Where a pro's earnings are paid out (`PUT /api/pro/{proId}/transfer`). The app ships only the
 * local sandbox, for the demo (`config.paymentSandbox`): it pays nothing and says so (provider
 * `sandbox`), so that the whole transfer (ledger debit, payouts row, idempotent key) runs end to end
 * without a payment provider. Elsewhere, with no provider passed to createApp, a transfer answers
 * 503 PAYMENTS_UNAVAILABLE and debits nothing. A real provider would add its name to `provider` (and
 * to the ProPayout schema) and be passed to createApp.
 */
import { PaymentsUnavailable } from "../../core/errors";

export interface PayoutRequest {
  /** Our id of the payout, which the provider should keep as its own idempotency key. */
  payoutId: string;
  authorId: string;
  /** Rewards to pay out. */
  amount: number;
}

export interface PayoutResult {
  status: "PAID";
  /** The provider's id of the payment. */
  reference: string;
}

export interface PayoutAdapter {
  readonly provider: "sandbox";
  pay(request: PayoutRequest): Promise<PayoutResult>;
}

/** The local default: records the payout (the caller writes the payouts row) and moves no money. */
export const sandboxPayouts: PayoutAdapter = {
  provider: "sandbox",
  async pay(request) {
    return { status: "PAID", reference: `sandbox-${request.payoutId}` };
  },
};

/** No provider and no sandbox: nothing may leave the pro's account, since nothing would be paid. */
export const unavailablePayouts: PayoutAdapter = {
  provider: "sandbox",
  async pay() {
    throw new PaymentsUnavailable();
  },
};
