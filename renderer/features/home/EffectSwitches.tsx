import { useId } from "react";
import type { OwnedEffect } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import { Picture } from "../../ui/Picture";
import "./home.css";

export interface EffectSwitchesProps {
  effects: readonly OwnedEffect[];
  disabled?: boolean;
  onSwitch(id: string, on: boolean): void;
}

/**
 * The personalization effects the patient owns (the golden frame, the confetti), each by its name,
 * with what it does and a switch to turn it on or off.
 */
export function EffectSwitches({ effects, disabled, onSwitch }: EffectSwitchesProps) {
  const t = useT();
  return (
    <fieldset className="element-picker" disabled={disabled}>
      <legend className="tile__title">{t("pet.effects")}</legend>
      {effects.length === 0 ? (
        <p className="muted">{t("pet.effects.none")}</p>
      ) : (
        <ul className="effect-switches" data-testid="effect-switches">
          {effects.map((effect) => (
            <li key={effect.id}>
              <EffectSwitch effect={effect} onSwitch={onSwitch} />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function EffectSwitch({
  effect,
  onSwitch,
}: {
  effect: OwnedEffect;
  onSwitch(id: string, on: boolean): void;
}) {
  const t = useT();
  const nameId = useId();
  const hintId = useId();
  return (
    <label className="effect-switch" data-testid={`effect-${effect.id}`}>
      <Picture src={effect.image} alt="" className="effect-switch__image" />
      <span className="effect-switch__name">
        <span id={nameId}>{effect.name}</span>
        <span className="muted effect-switch__hint" id={hintId}>
          {t(`pet.effects.${effect.effect}`)}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-labelledby={nameId}
        aria-describedby={hintId}
        checked={effect.on}
        onChange={(event) => onSwitch(effect.id, event.target.checked)}
      />
      <span className="muted" aria-hidden="true">
        {effect.on ? t("pet.effects.on") : t("pet.effects.off")}
      </span>
    </label>
  );
}
