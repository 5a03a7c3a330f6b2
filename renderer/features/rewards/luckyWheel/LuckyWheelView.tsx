import { useId } from "react";
import { wheelLandingAngle, wheelSlices } from "../../../../engine/rewards/luckyWheel";
import { useIntl, useT } from "../../../app/i18n/useT";
import type { WheelState } from "./wheelReducer";
import { NeedsNetwork } from "../../../app/offline/NeedsNetwork";
import { useOnline } from "../../../app/offline/useOnline";
import "./luckyWheel.css";

/** Whole turns the disc makes before it stops on the drawn prize. */
const LANDING_TURNS = 5;
/** Each outcome's colour; white text on each passes WCAG AA. */
const SLICE_COLOURS: Readonly<Record<number, string>> = {
  0: "#4b5563",
  5: "#4f46e5",
  30: "#b45309",
  200: "#0b7a6b",
};
/** Slices narrower than this many degrees get a smaller label. */
const NARROW_SLICE_DEG = 40;

const SLICES = wheelSlices();
const DISC_BACKGROUND = `conic-gradient(${SLICES.map(
  (slice) =>
    `${SLICE_COLOURS[slice.reward] ?? "#4b5563"} ${slice.startDeg}deg ${slice.startDeg + slice.sweepDeg}deg`,
).join(", ")})`;

export interface LuckyWheelViewProps {
  state: WheelState;
  counter: number;
  onSpin: () => void;
  onClose: () => void;
}

/** How the wheel looks in each of its states; `LuckyWheelCard` drives it. */
export function LuckyWheelView({ state, counter, onSpin, onClose }: LuckyWheelViewProps) {
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const oddsId = useId();
  // The server draws: offline the wheel waits, and says so (docs/features/offline.md).
  const online = useOnline();
  // The server draws the prize (engine/rewards/luckyWheel.ts); the disc stops on that prize's slice.
  const landedOn = state.phase === "won" ? state.reward : state.phase === "noReward" ? 0 : undefined;
  const angle = landedOn === undefined ? 0 : wheelLandingAngle(landedOn, LANDING_TURNS);

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
      <div className="wheel__body">
        <div className="wheel__stage" aria-hidden="true">
          <div className="wheel__pointer" />
          <div
            className={`wheel__disc${state.phase === "spinning" ? " wheel__disc--spinning" : ""}`}
            data-testid="wheel-disc"
            data-landed-on={landedOn}
            style={{ transform: `rotate(${angle}deg)`, background: DISC_BACKGROUND }}
          >
            {SLICES.map((slice) => (
              <span
                key={slice.reward}
                className={`wheel__segment${slice.sweepDeg < NARROW_SLICE_DEG ? " wheel__segment--narrow" : ""}`}
                data-testid={`wheel-slice-${slice.reward}`}
                data-sweep={slice.sweepDeg}
                style={{ transform: `rotate(${slice.startDeg + slice.sweepDeg / 2}deg)` }}
              >
                <span className="wheel__value">{slice.reward > 0 ? slice.reward : "✕"}</span>
              </span>
            ))}
          </div>
        </div>
        <div className="wheel__odds">
          <h3 className="wheel__odds-title" id={oddsId}>
            {t("wheel.odds.title")}
          </h3>
          <ul aria-labelledby={oddsId} className="wheel__odds-list" data-testid="wheel-odds">
            {SLICES.map((slice) => (
              <li key={slice.reward} className="wheel__odds-item">
                <span
                  className="wheel__swatch"
                  style={{ background: SLICE_COLOURS[slice.reward] }}
                  aria-hidden="true"
                />
                {t("wheel.odds.item", {
                  count: slice.reward,
                  percent: intl.formatNumber(slice.percent / 100, { style: "percent" }),
                })}
              </li>
            ))}
          </ul>
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
      {state.phase === "idle" && <NeedsNetwork />}
      {(state.phase === "idle" || state.phase === "spinning") && (
        <button
          type="button"
          className="btn btn--primary btn--block"
          data-primary-action=""
          data-testid="wheel-spin"
          disabled={state.phase === "spinning" || !online}
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
