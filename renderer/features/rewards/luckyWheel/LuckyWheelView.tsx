import { useId } from "react";
import { LUCKY_WHEEL_GIFTS } from "../../../../engine/rewards/luckyWheel";
import { useT } from "../../../app/i18n/useT";
import type { WheelState } from "./wheelReducer";
import "./luckyWheel.css";

// The disc alternates the gifts with one empty slot for "no reward"; order is only cosmetic.
const [small, medium, large] = LUCKY_WHEEL_GIFTS;
const SEGMENTS: readonly number[] = [small, medium, small, large, small, 0];
const SEGMENT_DEG = 360 / SEGMENTS.length;

/** The angle that brings the segment holding `reward` under the pointer, after a few turns. */
function landingAngle(reward: number): number {
  const index = Math.max(0, SEGMENTS.indexOf(reward));
  return 5 * 360 - index * SEGMENT_DEG;
}

export interface LuckyWheelViewProps {
  state: WheelState;
  counter: number;
  onSpin: () => void;
  onClose: () => void;
}

/** How the wheel looks in each of its states; `LuckyWheelCard` drives it. */
export function LuckyWheelView({ state, counter, onSpin, onClose }: LuckyWheelViewProps) {
  const t = useT();
  const titleId = useId();
  const angle =
    state.phase === "won" ? landingAngle(state.reward) : state.phase === "noReward" ? landingAngle(0) : 0;

  return (
    <section
      className="card wheel"
      data-testid="lucky-wheel"
      data-state={state.phase}
      aria-labelledby={titleId}
    >
      <h2 className="card__title wheel__title" id={titleId}>
        {t("wheel.title")}
      </h2>
      <div className="wheel__stage" aria-hidden="true">
        <div className="wheel__pointer" />
        <div
          className={`wheel__disc${state.phase === "spinning" ? " wheel__disc--spinning" : ""}`}
          style={{ transform: `rotate(${angle}deg)` }}
        >
          {SEGMENTS.map((value, index) => (
            <span
              key={index}
              className="wheel__segment"
              style={{ transform: `rotate(${index * SEGMENT_DEG}deg)` }}
            >
              <span className="wheel__value">{value > 0 ? value : "✕"}</span>
            </span>
          ))}
        </div>
      </div>
      <div className="wheel__status" aria-live="polite" data-testid="wheel-status">
        {state.phase === "idle" && <p>{t("wheel.intro", { count: counter })}</p>}
        {state.phase === "spinning" && <p>{t("wheel.spinning")}</p>}
        {state.phase === "won" && (
          <p className="wheel__won">
            {state.bonus && <strong className="wheel__bonus">{t("wheel.bonus")} </strong>}
            {t("wheel.won", { count: state.reward })}
          </p>
        )}
        {state.phase === "noReward" && <p>{t("wheel.noReward")}</p>}
        {state.phase === "error" && (
          <p className="alert" role="alert">
            {t("luckyOutchiError")}
          </p>
        )}
      </div>
      {(state.phase === "idle" || state.phase === "spinning") && (
        <button
          type="button"
          className="btn btn--primary btn--block"
          data-primary-action=""
          data-testid="wheel-spin"
          disabled={state.phase === "spinning"}
          onClick={onSpin}
        >
          {t("wheel.spin")}
        </button>
      )}
      {(state.phase === "won" || state.phase === "noReward" || state.phase === "error") && (
        <button
          type="button"
          className="btn btn--primary btn--block"
          data-primary-action=""
          data-testid="wheel-close"
          onClick={onClose}
        >
          {t("wheel.close")}
        </button>
      )}
    </section>
  );
}
