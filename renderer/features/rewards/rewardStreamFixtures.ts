import type { RewardEvent } from "../../../card-schemas";
import type { RewardListener, SubscribeRewards } from "./rewardStream";

/** A reward stream that stories and tests drive by hand: `emit` sends to every listener. */
export function fakeRewardStream(): {
  subscribe: SubscribeRewards;
  emit: (event: Partial<RewardEvent>) => void;
} {
  const listeners = new Set<RewardListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event) {
      const full: RewardEvent = {
        id: "ledger-1",
        amount: 30,
        reason: "CPX",
        reference: "tx-1",
        balance: 130,
        ...event,
      };
      for (const listener of [...listeners]) listener(full);
    },
  };
}

/** A stream that pays `amount` through CPX shortly after it is listened to. */
export function rewardingStream(amount = 30, delayMs = 300): SubscribeRewards {
  return (listener) => {
    const timer = setTimeout(
      () =>
        listener({ id: "ledger-story", amount, reason: "CPX", reference: "tx-story", balance: 100 + amount }),
      delayMs,
    );
    return () => clearTimeout(timer);
  };
}

/** A stream that never says anything. */
export const silentStream: SubscribeRewards = () => () => {};
