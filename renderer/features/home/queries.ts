import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PersonalizationBody } from "../../../card-schemas";
import { useApi } from "../../app/api/ApiContext";
import type { ApiClient } from "../../app/api/client";
import { callKey } from "../../app/api/callKey";

/** The home document (`GET /api/patient/home`): the dashboard's sections, in the patient's language. */
export function homeQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/home"),
    queryFn: ({ signal }) => api.call("GET /api/patient/home", {}, { signal }),
  });
}

/** Dresses the pet or switches an effect; home and the deck's confetti use the new view. */
export function useDressPet() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonalizationBody) => api.call("PUT /api/patient/personalization", { body }),
    onSuccess: (view) => {
      queryClient.setQueryData(callKey("GET /api/patient/personalization"), view);
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/home") });
    },
  });
}
