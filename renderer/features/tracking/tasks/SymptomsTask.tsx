import type { SymptomsTaskParams } from "../../../../card-schemas";
import { SymptomCheckIn } from "../symptoms/SymptomCheckIn";
import type { TaskProps } from "../../../cards/types";

/**
 * SYMPTOMS: an intensity 0-5 for every recurring symptom, details on tap, send disabled until all
 * are set (docs/features/tracking.md). Completion data: `{ events: [{ id, symptom, intensity }] }`.
 */
export function SymptomsTask({ params, complete, submitted }: TaskProps<SymptomsTaskParams>) {
  return (
    <SymptomCheckIn
      question={params.question}
      suggestedSymptoms={params.suggestedSymptoms}
      complete={complete}
      submitted={submitted}
    />
  );
}
