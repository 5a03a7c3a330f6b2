import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SymptomTriggerTaskParams } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { useLocale, useT } from "../../../app/i18n/useT";
import { IntensityPicker } from "../symptoms/IntensityPicker";
import { newEntryId, symptomCatalogueQuery, symptomEventsQuery } from "../symptoms/queries";
import "../symptoms/symptoms.css";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import { callKey } from "../../../app/api/callKey";
import { today } from "../../../app/session/today";

/**
 * SYMMTOM_TRIGGER_CARD: what may have set off a symptom today. The picked triggers are saved in
 * the `triggers` variable of today's latest event of the symptom (added to those already there);
 * with no event yet, the card asks the symptom's intensity and records a new event. Completion
 * data: `{ symptom, triggers, eventId }`.
 */
export function SymptomTriggerTask({ params, complete, submitted }: TaskProps<SymptomTriggerTaskParams>) {
  const t = useT();
  const api = useApi();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const name = useId();
  const [date] = useState(today);
  const [entryId] = useState(newEntryId);
  const [picked, setPicked] = useState<string[]>([]);
  const [intensity, setIntensity] = useState<number | undefined>();
  const events = useQuery(symptomEventsQuery(api, date));
  const catalogue = useQuery(symptomCatalogueQuery(api, locale));
  const multiple = params.multiple !== false;
  const symptomLabel = catalogue.data?.find((s) => s.id === params.symptom)?.label ?? params.symptom;
  const latest = events.data?.filter((event) => event.symptom === params.symptom).at(-1);

  const save = useMutation({
    mutationFn: (triggers: string[]) => {
      if (latest) {
        const merged = [...new Set([...(latest.variables.triggers ?? []), ...triggers])];
        return api.call("PUT /api/patient/symptomEvents/:id", {
          params: { id: latest.id },
          body: {
            symptom: latest.symptom,
            intensity: latest.intensity,
            date: latest.date,
            ...(latest.duration !== undefined ? { duration: latest.duration } : {}),
            variables: { ...latest.variables, triggers: merged },
          },
        });
      }
      return api.call("POST /api/patient/symptomEvents", {
        body: {
          id: entryId,
          symptom: params.symptom,
          intensity: intensity as number,
          date,
          variables: { triggers },
        },
      });
    },
    onSuccess: (event, triggers) => {
      void queryClient.invalidateQueries({
        queryKey: callKey("GET /api/patient/symptomEvents", { query: { date } }),
      });
      complete({ done: true, data: { symptom: params.symptom, triggers, eventId: event.id } });
    },
  });

  // After the hooks, so they run in the same order on every render.
  if (!Array.isArray(params.triggers) || typeof params.symptom !== "string") {
    throw new Error("SYMMTOM_TRIGGER_CARD task without a symptom and triggers");
  }

  function toggle(id: string) {
    if (!multiple) return setPicked([id]);
    setPicked((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  }

  if (events.isError) return <ErrorAlert error={events.error} />;
  if (events.isPending) {
    return (
      <p className="task__body" role="status">
        {t("symptoms.loading")}
      </p>
    );
  }

  const needsIntensity = latest === undefined;
  const canSend =
    picked.length > 0 && (!needsIntensity || intensity !== undefined) && !save.isPending && !submitted;

  return (
    <div className="task task--triggers">
      <fieldset className="choices" disabled={submitted || save.isPending}>
        <legend className="choices__legend">
          {params.question ?? t("symptoms.triggers.question", { symptom: symptomLabel })}
        </legend>
        {params.triggers.map((trigger) => (
          <label key={trigger.id} className="choice">
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={trigger.id}
              checked={picked.includes(trigger.id)}
              onChange={() => toggle(trigger.id)}
            />
            <span className="choice__label">{trigger.label}</span>
          </label>
        ))}
      </fieldset>
      {needsIntensity && (
        <IntensityPicker
          label={t("symptoms.triggers.intensity", { symptom: symptomLabel })}
          value={intensity}
          onPick={setIntensity}
          disabled={submitted || save.isPending}
        />
      )}
      {save.isError && <ErrorAlert error={save.error} />}
      <DoneButton
        disabled={!canSend}
        onClick={() => save.mutate(picked)}
        label={save.isPending ? t("symptoms.send.sending") : t("symptoms.send")}
      />
    </div>
  );
}
