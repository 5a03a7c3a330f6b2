import { useReducer } from "react";
import type { LuckyWheelAnswer } from "../../../../card-schemas";
import { LUCKY_WHEEL_SPIN_MS } from "../../../../engine/rewards/luckyWheel";
import { LuckyWheelView } from "./LuckyWheelView";
import { initialWheel, wheelReducer } from "./wheelReducer";

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface LuckyWheelCardProps {
  counter: number;
  /** Asks the server for a draw (GET /api/patient/luckyOutchi). */
  spin: () => Promise<LuckyWheelAnswer>;
  /** Called when the patient leaves the result; the deck then refreshes its counter. */
  onClose: () => void;
}

/** The wheel as the deck's first card: it spins for LUCKY_WHEEL_SPIN_MS while the server draws. */
export function LuckyWheelCard({ counter, spin, onClose }: LuckyWheelCardProps) {
  const [state, dispatch] = useReducer(wheelReducer, initialWheel);

  async function start() {
    dispatch({ type: "spin" });
    // The spin always lasts its full time, however fast the server answers.
    const spun = delay(LUCKY_WHEEL_SPIN_MS);
    try {
      const draw = await spin();
      await spun;
      dispatch({ type: "settle", draw });
    } catch {
      // The error is shown to the patient as luckyOutchiError (docs/features/rewards.md).
      await spun;
      dispatch({ type: "fail" });
    }
  }

  return <LuckyWheelView state={state} counter={counter} onSpin={() => void start()} onClose={onClose} />;
}
