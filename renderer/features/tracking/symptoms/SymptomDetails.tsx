import { useId } from "react";
import type {
  CatalogueMedication,
  CatalogueSymptom,
  MigraineType,
  SymptomEventVariables,
} from "../../../../card-schemas";
import { MIGRAINE_TYPES, SYMPTOM_COMMENT_MAX_LENGTH } from "../../../../engine/tracking/symptomCheckIn";
import type { MessageId } from "../../../app/i18n/locales";
import { useT } from "../../../app/i18n/useT";

/** The details of one symptom's check-in; every field is optional. */
export interface SymptomDetailsValue {
  /** Minutes. */
  duration?: number;
  comment?: string;
  medicationID?: string;
  migraineType?: MigraineType;
}

/** Durations offered, in minutes: a list is quicker to tap than typing a number. */
export const DURATION_CHOICES_MINUTES = [15, 30, 60, 120, 240, 480, 720, 1440, 2880, 4320] as const;

const MIGRAINE_TYPE_LABELS: Record<MigraineType, MessageId> = {
  TENSION_HEADACHE: "symptoms.migraineType.TENSION_HEADACHE",
  WITHOUT_AURA: "symptoms.migraineType.WITHOUT_AURA",
  WITH_AURA: "symptoms.migraineType.WITH_AURA",
  MEDICATION_RELATED: "symptoms.migraineType.MEDICATION_RELATED",
  OTHER: "symptoms.migraineType.OTHER",
};

/** The variables of a symptom event for these details (nothing for fields left empty). */
export function variablesOf(details: SymptomDetailsValue): SymptomEventVariables {
  const variables: SymptomEventVariables = {};
  const comment = details.comment?.trim();
  if (comment) variables.comment = comment;
  if (details.migraineType) variables.migraineType = details.migraineType;
  if (details.medicationID) variables.medicationID = details.medicationID;
  return variables;
}

/** Medications taken for `symptom` first, the others after, each group in catalogue order. */
function medicationsFor(symptom: string, medications: readonly CatalogueMedication[]): CatalogueMedication[] {
  const forIt = medications.filter((m) => m.symptoms.includes(symptom));
  return [...forIt, ...medications.filter((m) => !m.symptoms.includes(symptom))];
}

interface SymptomDetailsProps {
  symptom: CatalogueSymptom;
  medications: readonly CatalogueMedication[];
  value: SymptomDetailsValue;
  onChange: (value: SymptomDetailsValue) => void;
  disabled?: boolean;
}

/** docs/features/tracking.md: duration, comment, medication and, for migraines, the migraine type. */
export function SymptomDetails({
  symptom,
  medications,
  value,
  onChange,
  disabled = false,
}: SymptomDetailsProps) {
  const t = useT();
  const id = useId();
  const set = (patch: Partial<SymptomDetailsValue>) => onChange({ ...value, ...patch });

  function durationLabel(minutes: number): string {
    if (minutes < 60) return t("symptoms.duration.minutes", { count: minutes });
    if (minutes < 1440) return t("symptoms.duration.hours", { count: minutes / 60 });
    return t("symptoms.duration.days", { count: minutes / 1440 });
  }

  return (
    <fieldset className="symptom-details" disabled={disabled} data-testid={`symptom-details-${symptom.id}`}>
      <legend className="visually-hidden">{t("symptoms.details.legend", { symptom: symptom.label })}</legend>
      <label className="field" htmlFor={`${id}-duration`}>
        <span className="field__label">{t("symptoms.details.duration")}</span>
        <select
          className="field__input"
          id={`${id}-duration`}
          value={value.duration ?? ""}
          onChange={(event) => set({ duration: event.target.value ? Number(event.target.value) : undefined })}
        >
          <option value="">{t("symptoms.details.notSaid")}</option>
          {DURATION_CHOICES_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {durationLabel(minutes)}
            </option>
          ))}
        </select>
      </label>
      {medications.length > 0 && (
        <label className="field" htmlFor={`${id}-medication`}>
          <span className="field__label">{t("symptoms.details.medication")}</span>
          <select
            className="field__input"
            id={`${id}-medication`}
            value={value.medicationID ?? ""}
            onChange={(event) => set({ medicationID: event.target.value || undefined })}
          >
            <option value="">{t("symptoms.details.noMedication")}</option>
            {medicationsFor(symptom.id, medications).map((medication) => (
              <option key={medication.id} value={medication.id}>
                {medication.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {symptom.askMigraineType && (
        <label className="field" htmlFor={`${id}-migraine`}>
          <span className="field__label">{t("symptoms.details.migraineType")}</span>
          <select
            className="field__input"
            id={`${id}-migraine`}
            value={value.migraineType ?? ""}
            onChange={(event) =>
              set({ migraineType: (event.target.value || undefined) as MigraineType | undefined })
            }
          >
            <option value="">{t("symptoms.details.notSaid")}</option>
            {MIGRAINE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(MIGRAINE_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="field" htmlFor={`${id}-comment`}>
        <span className="field__label">{t("symptoms.details.comment")}</span>
        <textarea
          className="field__input"
          id={`${id}-comment`}
          rows={2}
          maxLength={SYMPTOM_COMMENT_MAX_LENGTH}
          value={value.comment ?? ""}
          onChange={(event) => set({ comment: event.target.value })}
        />
      </label>
    </fieldset>
  );
}
