import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CatalogueMedication,
  MedicationIntakeTaskParams,
  MedicationIntakeBody,
} from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { useT } from "../../../app/i18n/useT";
import { IntensityPicker } from "../symptoms/IntensityPicker";
import { medicationsQuery, newEntryId } from "../symptoms/queries";
import "../symptoms/symptoms.css";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import { callKey } from "../../../app/api/callKey";
import { outboxOwner, sendOrKeep } from "../../../app/offline/sendOrKeep";

/** `date` as a datetime-local input value, in the browser's time zone, to the minute. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The catalogue restricted to the card's list, in its order, when it gives one. */
function offered(
  catalogue: readonly CatalogueMedication[],
  ids: readonly string[] | undefined,
): CatalogueMedication[] {
  if (!ids) return [...catalogue];
  const byId = new Map(catalogue.map((medication) => [medication.id, medication]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * MEDICATION_INTAKE: a medication of the catalogue, the time of the intake (now by default) and,
 * if asked, how well it worked (0-5); sending records the intake. Completion data:
 * `{ intakeId, medicationID, datetime, efficiency? }`.
 */
export function MedicationIntakeTask({ params, complete, submitted }: TaskProps<MedicationIntakeTaskParams>) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [entryId] = useState(newEntryId);
  const [medicationID, setMedicationID] = useState("");
  const [time, setTime] = useState(() => toLocalInput(new Date()));
  const [efficiency, setEfficiency] = useState<number | undefined>();
  const catalogue = useQuery(medicationsQuery(api));

  const save = useMutation({
    // Without the network the intake is kept in the outbox (docs/features/offline.md) under its id.
    networkMode: "always",
    mutationFn: async (body: MedicationIntakeBody & { id: string }) => {
      const sent = await sendOrKeep(api, outboxOwner(queryClient), "POST /api/patient/medicationIntakes", {
        body,
      });
      return sent.kept ? body : sent.answer;
    },
    onSuccess: (intake) => {
      // The journal lists the day's intakes.
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/journal") });
      complete({
        done: true,
        data: {
          intakeId: intake.id,
          medicationID: intake.medicationID,
          datetime: intake.datetime,
          ...(intake.efficiency !== undefined ? { efficiency: intake.efficiency } : {}),
        },
      });
    },
  });

  if (catalogue.isError) return <ErrorAlert error={catalogue.error} />;
  if (catalogue.isPending) {
    return (
      <p className="task__body" role="status">
        {t("symptoms.loading")}
      </p>
    );
  }

  const medications = offered(catalogue.data, params.medications);
  const when = new Date(time);
  const validTime = time !== "" && !Number.isNaN(when.getTime());
  const canSend = medicationID !== "" && validTime && !save.isPending && !submitted;
  const locked = submitted || save.isPending;

  function send() {
    save.mutate({
      id: entryId,
      medicationID,
      datetime: when.toISOString(),
      ...(efficiency !== undefined ? { efficiency } : {}),
    });
  }

  return (
    <div className="task task--medication">
      <p className="task__question">{params.question ?? t("medication.question")}</p>
      <label className="field" htmlFor={`${id}-medication`}>
        <span className="field__label">{t("medication.pick")}</span>
        <select
          id={`${id}-medication`}
          className="field__input"
          value={medicationID}
          disabled={locked}
          onChange={(event) => setMedicationID(event.target.value)}
        >
          <option value="">{t("medication.choose")}</option>
          {medications.map((medication) => (
            <option key={medication.id} value={medication.id}>
              {medication.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field" htmlFor={`${id}-time`}>
        <span className="field__label">{t("medication.time")}</span>
        <input
          id={`${id}-time`}
          className="field__input"
          type="datetime-local"
          value={time}
          disabled={locked}
          onChange={(event) => setTime(event.target.value)}
        />
      </label>
      {params.askEfficiency !== false && (
        <IntensityPicker
          label={t("medication.efficiency")}
          value={efficiency}
          onPick={setEfficiency}
          disabled={locked}
          lowHint={t("medication.efficiency.none")}
          highHint={t("medication.efficiency.best")}
        />
      )}
      {save.isError && <ErrorAlert error={save.error} />}
      <DoneButton
        disabled={!canSend}
        onClick={send}
        label={save.isPending ? t("symptoms.send.sending") : t("medication.send")}
      />
    </div>
  );
}
