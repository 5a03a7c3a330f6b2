import type {
  CatalogueMedication,
  CatalogueSymptom,
  SymptomEventBody,
  SymptomEventView,
} from "../../../../card-schemas";
import { useState } from "react";
import { canSendSymptoms } from "../../../../engine/tracking/symptomCheckIn";
import type { Complete } from "../../../cards/types";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { DoneButton } from "../../../cards/DoneButton";
import { IntensityPicker } from "./IntensityPicker";
import { newEntryId } from "./queries";
import { SymptomDetails, variablesOf, type SymptomDetailsValue } from "./SymptomDetails";
import { SymptomSendError, useSendSymptomEvents } from "./useSymptomMutations";

interface SymptomFormProps {
  /** The recurring symptoms, in the order shown. */
  symptoms: readonly CatalogueSymptom[];
  medications: readonly CatalogueMedication[];
  /** The day the events are recorded for. */
  date: string;
  complete: Complete;
  submitted: boolean;
}

/**
 * docs/features/tracking.md: an intensity for every recurring symptom; tapping one opens its details; send
 * stays disabled until all have one, then posts one event per symptom and completes the card.
 */
export function SymptomForm({ symptoms, medications, date, complete, submitted }: SymptomFormProps) {
  const t = useT();
  const [intensities, setIntensities] = useState<Record<string, number>>({});
  const [details, setDetails] = useState<Record<string, SymptomDetailsValue>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // One id per symptom, kept across a failed send so the retry records each event once.
  const [ids, setIds] = useState<Record<string, string>>(() =>
    Object.fromEntries(symptoms.map((symptom) => [symptom.id, newEntryId()])),
  );
  const [recorded, setRecorded] = useState<Record<string, SymptomEventView>>({});
  const send = useSendSymptomEvents();
  const recurring = symptoms.map((symptom) => symptom.id);
  const canSend = canSendSymptoms(recurring, intensities) && !send.isPending && !submitted;

  /** A changed answer is a new event: a new id, so it cannot be mistaken for a retry of the old one. */
  function edited(symptom: string) {
    if (send.isError) setIds((current) => ({ ...current, [symptom]: newEntryId() }));
  }

  function pick(symptom: string, intensity: number) {
    setIntensities((current) => ({ ...current, [symptom]: intensity }));
    setExpanded((current) => new Set(current).add(symptom));
    edited(symptom);
  }

  function input(symptom: CatalogueSymptom): SymptomEventBody & { id: string } {
    const own = details[symptom.id] ?? {};
    return {
      id: ids[symptom.id] ?? newEntryId(),
      symptom: symptom.id,
      intensity: intensities[symptom.id] as number,
      date,
      ...(own.duration !== undefined ? { duration: own.duration } : {}),
      variables: variablesOf(own),
    };
  }

  function submit() {
    const keep = (events: SymptomEventView[]) => {
      const all = { ...recorded };
      for (const event of events) all[event.symptom] = event;
      setRecorded(all);
      return all;
    };
    const pending = symptoms.filter((symptom) => !recorded[symptom.id]).map(input);
    send.mutate(pending, {
      onSuccess: (events) => {
        const all = keep(events);
        const summary = symptoms.flatMap((symptom) => {
          const event = all[symptom.id];
          return event ? [{ id: event.id, symptom: symptom.id, intensity: event.intensity }] : [];
        });
        complete({ done: true, data: { events: summary } });
      },
      onError: (error) => {
        if (error instanceof SymptomSendError) keep(error.recorded);
      },
    });
  }

  return (
    <div className="symptom-form">
      <ul className="symptom-list">
        {symptoms.map((symptom) => {
          const saved = recorded[symptom.id] !== undefined;
          return (
            <li key={symptom.id} className="symptom-row" data-testid={`symptom-${symptom.id}`}>
              <IntensityPicker
                label={symptom.label}
                value={intensities[symptom.id]}
                onPick={(value) => pick(symptom.id, value)}
                disabled={submitted || saved || send.isPending}
              />
              {expanded.has(symptom.id) && (
                <SymptomDetails
                  symptom={symptom}
                  medications={medications}
                  value={details[symptom.id] ?? {}}
                  onChange={(value) => {
                    setDetails((current) => ({ ...current, [symptom.id]: value }));
                    edited(symptom.id);
                  }}
                  disabled={submitted || saved || send.isPending}
                />
              )}
            </li>
          );
        })}
      </ul>
      {send.isError && (
        <ErrorAlert error={send.error instanceof SymptomSendError ? send.error.cause : send.error} />
      )}
      {!canSendSymptoms(recurring, intensities) && !submitted && (
        <p className="field__hint" data-testid="symptoms-missing">
          {t("symptoms.send.missing")}
        </p>
      )}
      <DoneButton
        disabled={!canSend}
        onClick={submit}
        label={send.isPending ? t("symptoms.send.sending") : t("symptoms.send")}
      />
    </div>
  );
}
