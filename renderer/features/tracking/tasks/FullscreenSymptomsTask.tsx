import { useState } from "react";
import type { FullscreenSymptomsTaskParams } from "../../../../card-schemas";
import { SYMPTOM_INTENSITY_MAX, SYMPTOM_INTENSITY_MIN } from "../../../../engine/tracking/symptomCheckIn";
import { useT } from "../../../app/i18n/useT";
import { FullscreenPanel } from "../../../ui/FullscreenPanel";
import { SymptomCheckIn } from "../symptoms/SymptomCheckIn";
import type { CompleteResult, TaskProps } from "../../../cards/types";

/**
 * FULLSCREEN_SYMPTOMS: the SYMPTOMS check-in in a full-screen layout, opened from the card and
 * closed by its close control (closing leaves the card to do).
 */
export function FullscreenSymptomsTask({
  params,
  complete,
  submitted,
}: TaskProps<FullscreenSymptomsTaskParams>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const title = params.question ?? t("symptoms.question");

  function finish(result: CompleteResult) {
    setOpen(false);
    complete(result);
  }

  return (
    <div className="task task--fullscreen-symptoms">
      <p className="task__body">
        {t("symptoms.fullscreen.intro", { min: SYMPTOM_INTENSITY_MIN, max: SYMPTOM_INTENSITY_MAX })}
      </p>
      <button
        type="button"
        className="btn btn--primary btn--block"
        data-primary-action=""
        disabled={submitted}
        onClick={() => setOpen(true)}
      >
        {params.openLabel ?? t("symptoms.fullscreen.open")}
      </button>
      {open && (
        <FullscreenPanel
          title={title}
          closeLabel={t("symptoms.fullscreen.close")}
          onClose={() => setOpen(false)}
        >
          <SymptomCheckIn
            showQuestion={false}
            suggestedSymptoms={params.suggestedSymptoms}
            complete={finish}
            submitted={submitted}
          />
        </FullscreenPanel>
      )}
    </div>
  );
}
