import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MedicationIntakeUpdateBody, SymptomEventBody } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/** The journal's query for the days from `from` to `to`: one day by its date. */
function journalSpan(from: string, to: string) {
  return from === to ? { date: from } : { from, to };
}

/** The patient's record of each day from `from` to `to` (GET /api/patient/journal). */
export function journalQuery(api: ApiClient, from: string, to: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/journal", { query: journalSpan(from, to) }),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/journal", { query: journalSpan(from, to) }, { signal }),
  });
}

/** The patient's records of a questionnaire over the last 90 days, newest first. */
export function questionnaireRecordsQuery(api: ApiClient, questionnaireId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/questionnaires/:id/records", { params: { id: questionnaireId } }),
    queryFn: ({ signal }) =>
      api
        .call("GET /api/patient/questionnaires/:id/records", { params: { id: questionnaireId } }, { signal })
        .then((answer) => answer.items),
  });
}

/** Every journal read, and the day lists the deck's check-ins read, are stale after a correction. */
function useRefreshDay() {
  const queryClient = useQueryClient();
  return async (date: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/journal") }),
      queryClient.invalidateQueries({
        queryKey: callKey("GET /api/patient/symptomEvents", { query: { date } }),
      }),
      queryClient.invalidateQueries({
        queryKey: callKey("GET /api/patient/dailyActivity", { query: { date } }),
      }),
    ]);
  };
}

/** What a correction of the journal changes, each safe to send again. */
export type JournalCorrection =
  | { kind: "addSymptom"; body: SymptomEventBody }
  | { kind: "editSymptom"; id: string; body: SymptomEventBody }
  | { kind: "removeSymptom"; id: string; date: string }
  | { kind: "addIntake"; id: string; body: MedicationIntakeUpdateBody; date: string }
  | { kind: "editIntake"; id: string; body: MedicationIntakeUpdateBody; date: string }
  | { kind: "removeIntake"; id: string; date: string }
  | { kind: "removeValue"; value: string; date: string };

function dayOf(correction: JournalCorrection): string {
  return "body" in correction && "date" in correction.body
    ? correction.body.date
    : (correction as { date: string }).date;
}

async function send(api: ApiClient, correction: JournalCorrection): Promise<unknown> {
  switch (correction.kind) {
    case "addSymptom":
      return api.call("POST /api/patient/symptomEvents", { body: correction.body });
    case "editSymptom":
      return api.call("PUT /api/patient/symptomEvents/:id", {
        params: { id: correction.id },
        body: correction.body,
      });
    case "removeSymptom":
      return api.call("DELETE /api/patient/symptomEvents/:id", { params: { id: correction.id } });
    case "addIntake":
      return api.call("POST /api/patient/medicationIntakes", {
        body: { id: correction.id, ...correction.body },
      });
    case "editIntake":
      return api.call("PUT /api/patient/medicationIntakes/:id", {
        params: { id: correction.id },
        body: correction.body,
      });
    case "removeIntake":
      return api.call("DELETE /api/patient/medicationIntakes/:id", { params: { id: correction.id } });
    case "removeValue":
      return api.call("DELETE /api/patient/dailyActivity/:date/:value", {
        params: { date: correction.date, value: correction.value },
      });
  }
}

/** Sends one correction of a day, then reads that day again. */
export function useJournalCorrection() {
  const api = useApi();
  const refresh = useRefreshDay();
  return useMutation({
    mutationFn: (correction: JournalCorrection) => send(api, correction),
    onSettled: (_answer, _error, correction) => refresh(dayOf(correction)),
  });
}
