import type { LuckyWheelAnswer } from "../../../../card-schemas";

/** docs/features/rewards.md: idle, then spinning, then a result (reward, no reward, or error). */
export type WheelState =
  | { phase: "idle" }
  | { phase: "spinning" }
  | { phase: "won"; reward: number; bonus: boolean }
  | { phase: "noReward" }
  | { phase: "error" };

export type WheelAction =
  | { type: "spin" }
  | { type: "settle"; draw: Partial<LuckyWheelAnswer> | null | undefined }
  | { type: "fail" };

export const initialWheel: WheelState = { phase: "idle" };

export function wheelReducer(state: WheelState, action: WheelAction): WheelState {
  switch (action.type) {
    case "spin":
      return state.phase === "idle" ? { phase: "spinning" } : state;
    case "settle": {
      if (state.phase !== "spinning") return state;
      const reward = action.draw?.reward;
      // docs/features/rewards.md: an answer without a reward value shows luckyOutchiError.
      if (typeof reward !== "number" || !Number.isFinite(reward)) return { phase: "error" };
      return reward > 0
        ? { phase: "won", reward, bonus: action.draw?.bonus === true }
        : { phase: "noReward" };
    }
    case "fail":
      return state.phase === "spinning" ? { phase: "error" } : state;
  }
}
