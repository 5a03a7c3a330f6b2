import { useMemo, useState } from "react";
import type { CatalogueSymptom } from "../../../../card-schemas";
import {
  orderSymptomsForPicking,
  SYMPTOM_INTENSITY_MAX,
  SYMPTOM_INTENSITY_MIN,
} from "../../../../engine/tracking/symptomCheckIn";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useFollowSymptoms } from "./useSymptomMutations";

/** The catalogue with the card's suggestions first, then the top symptoms, then the rest. */
function pickingOrder(
  catalogue: readonly CatalogueSymptom[],
  suggested: readonly string[],
): CatalogueSymptom[] {
  const byId = new Map(catalogue.map((symptom) => [symptom.id, symptom]));
  const first = suggested.flatMap((id) => byId.get(id) ?? []);
  const rest = orderSymptomsForPicking(catalogue.filter((symptom) => !suggested.includes(symptom.id)));
  return [...first, ...rest];
}

/**
 * Shown when the patient follows no symptom yet: they pick some of the catalogue, which become
 * their recurring symptoms (POST userSymptoms), and the check-in follows.
 */
export function SymptomPicker({
  catalogue,
  suggested = [],
  disabled = false,
}: {
  catalogue: readonly CatalogueSymptom[];
  suggested?: readonly string[];
  disabled?: boolean;
}) {
  const t = useT();
  const [picked, setPicked] = useState<string[]>([]);
  const follow = useFollowSymptoms();
  const ordered = useMemo(() => pickingOrder(catalogue, suggested), [catalogue, suggested]);

  function toggle(id: string) {
    setPicked((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  }

  return (
    <div className="symptom-picker" data-testid="symptom-picker">
      <fieldset className="choices" disabled={disabled || follow.isPending}>
        <legend className="choices__legend">{t("symptoms.pick.title")}</legend>
        <p className="field__hint">
          {t("symptoms.pick.hint", { min: SYMPTOM_INTENSITY_MIN, max: SYMPTOM_INTENSITY_MAX })}
        </p>
        {ordered.map((symptom) => (
          <label key={symptom.id} className="choice">
            <input
              type="checkbox"
              checked={picked.includes(symptom.id)}
              onChange={() => toggle(symptom.id)}
            />
            <span className="choice__label">{symptom.label}</span>
          </label>
        ))}
      </fieldset>
      {follow.isError && <ErrorAlert error={follow.error} />}
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={disabled || picked.length === 0 || follow.isPending}
        onClick={() => follow.mutate(picked)}
      >
        {t("symptoms.pick.follow", { count: picked.length })}
      </button>
    </div>
  );
}
