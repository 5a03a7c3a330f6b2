import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SymptomEventBody, SymptomEventView } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { callKey } from "../../../app/api/callKey";
import { outboxOwner, sendOrKeep } from "../../../app/offline/sendOrKeep";

/** The event a kept check-in will be once it lands, as the card records it meanwhile. */
function keptEvent(body: SymptomEventBody & { id: string }): SymptomEventView {
  return {
    id: body.id,
    symptom: body.symptom,
    intensity: body.intensity,
    date: body.date,
    ...(body.duration !== undefined && { duration: body.duration }),
    variables: body.variables ?? {},
    createdAt: new Date().toISOString(),
  };
}

/** Some events of a batch could not be sent: those that were are in `recorded`. */
export class SymptomSendError extends Error {
  constructor(
    readonly recorded: SymptomEventView[],
    /** The first failure, worded for the patient by ErrorAlert. */
    override readonly cause: unknown,
  ) {
    super("Some symptom events were not recorded");
    this.name = "SymptomSendError";
  }
}

/**
 * Posts one symptom event per input, all at once. Each carries a client id, so sending a batch
 * again after a failure records the events already saved only once; a partial failure throws a
 * SymptomSendError saying which ones were recorded. Without the network each is kept in the outbox
 * (docs/features/offline.md) and counts as recorded under its id.
 */
export function useSendSymptomEvents() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: async (events: Array<SymptomEventBody & { id: string }>): Promise<SymptomEventView[]> => {
      const owner = outboxOwner(queryClient);
      const settled = await Promise.allSettled(
        events.map(async (body) => {
          const sent = await sendOrKeep(api, owner, "POST /api/patient/symptomEvents", { body });
          return sent.kept ? keptEvent(body) : sent.answer;
        }),
      );
      const recorded = settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      const failure = settled.find((result) => result.status === "rejected");
      if (failure) throw new SymptomSendError(recorded, failure.reason);
      return recorded;
    },
    onSettled: (_events, _error, events) => {
      for (const date of new Set(events.map((event) => event.date))) {
        void queryClient.invalidateQueries({
          queryKey: callKey("GET /api/patient/symptomEvents", { query: { date } }),
        });
      }
    },
  });
}

/** Follows the given symptoms of the catalogue (POST userSymptoms, harmless when repeated). */
export function useFollowSymptoms() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (symptoms: string[]) =>
      Promise.all(
        symptoms.map((symptom) => api.call("POST /api/patient/userSymptoms", { body: { symptom } })),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/userSymptoms") }),
  });
}
