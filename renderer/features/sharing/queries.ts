import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Language, NewConnection } from "../../../card-schemas";
import type { ApiClient } from "../../app/api/client";
import { useApi } from "../../app/api/ApiContext";
import { callKey } from "../../app/api/callKey";

/** The patient's connections (GET /api/patient/connexion/). */
export function connectionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/connexion/"),
    queryFn: ({ signal }) => api.call("GET /api/patient/connexion/", {}, { signal }),
  });
}

/** The outside reads of one connection, newest first. */
export function accessLogQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: callKey("GET /api/patient/connexion/:id/accessLog", { params: { id } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/patient/connexion/:id/accessLog", { params: { id } }, { signal }),
  });
}

export function useCreateConnection() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ value, key }: { value: NewConnection; key: string }) =>
      api.call("POST /api/patient/connexion/", { body: { value, key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/connexion/") }),
  });
}

export function useDeleteConnection() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call("DELETE /api/patient/connexion/:id", { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/connexion/") }),
  });
}

/**
 * The first read of a connection from outside, without a password: a query, so that the page asks
 * once however often it mounts (every read is written to the patient's access log). Its 401 is the
 * connection's password, not the reader's session.
 */
export function externalFirstReadQuery(api: ApiClient, key: string, language: Language) {
  return queryOptions({
    queryKey: [...callKey("POST /api/external/:key", { params: { key } }), language],
    queryFn: () => api.call("POST /api/external/:key", { params: { key }, body: { language } }),
    meta: { ownUnauthorized: true },
    staleTime: Infinity,
    retry: false,
    retryOnMount: false,
  });
}

/**
 * Reads a connection from outside (POST /api/external/{key}), with its password when it has one;
 * its 401 is the connection's password, not the reader's session.
 */
export function useExternalRead(key: string, language: Language) {
  const api = useApi();
  return useMutation({
    meta: { ownUnauthorized: true },
    mutationFn: (password: string | undefined) =>
      api.call("POST /api/external/:key", {
        params: { key },
        body: password === undefined ? { language } : { password, language },
      }),
  });
}
