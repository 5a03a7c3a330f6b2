import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ApiCalls, ProProgramAnswer } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { isApiError } from "../../../app/api/client";
import type { FieldProblem } from "../../../../card-schemas";
import { applyChanges, changeKey, type DraftChange } from "./draftChanges";
import { callKey } from "../../../app/api/callKey";

/** How long the author pauses before a change is saved, and how long before a failed save is retried. */
export const SAVE_DELAY_MS = 700;
export const RETRY_DELAY_MS = 3000;

export type SaveStatus = "saved" | "saving" | "retrying" | "refused";

type FieldValue = ApiCalls["PUT /api/pro/:proId/program/:id"]["body"]["value"];

const storageKey = (proId: string, id: string) => `outchi.pro.draft.${proId}.${id}`;

function readStored(key: string): DraftChange[] {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? "[]") as unknown;
    return Array.isArray(stored) ? (stored as DraftChange[]) : [];
  } catch {
    return [];
  }
}

/**
 * Saves a draft as its author works: each change is kept (in this browser too, so a reload loses
 * nothing), sent a moment after the last keystroke with the draft's revision, and retried while
 * the server cannot be reached. A change the server refuses (400) stays on screen with its paths;
 * a change made elsewhere meanwhile (409 STALE_DRAFT) is read, then this one is sent over it.
 */
export function useDraftSaver(proId: string, id: string, program: ProProgramAnswer | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = storageKey(proId, id);
  const [pending, setPending] = useState<DraftChange[]>(() => readStored(key));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef(false);
  const loaded = program !== undefined;

  useEffect(() => {
    if (pending.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(pending));
  }, [key, pending]);

  const send = useCallback(
    async (change: DraftChange) => {
      inFlight.current = true;
      const params = { proId, id };
      const programKey = callKey("GET /api/pro/:proId/program/:id", { params });
      const revision = queryClient.getQueryData<ProProgramAnswer>(programKey)?.revision;
      try {
        const answer =
          change.kind === "field"
            ? await api.call("PUT /api/pro/:proId/program/:id", {
                params,
                // The contract leaves the value open; the server checks it against the field's schema.
                body: { field: change.field, value: change.value as FieldValue, revision },
              })
            : await api.call("PUT /api/pro/:proId/program/:id/translation", {
                params,
                body: { field: change.key, value: change.value, language: change.language, revision },
              });
        queryClient.setQueryData(programKey, answer);
        setFailed(false);
        // A newer change of the same key, made meanwhile, stays to be sent.
        setPending((current) => current.filter((other) => other !== change));
      } catch (error) {
        if (isApiError(error) && error.status === 400) {
          const refused: FieldProblem[] = error.fieldProblems;
          setPending((current) => current.map((other) => (other === change ? { ...other, refused } : other)));
        } else if (isApiError(error) && error.code === "STALE_DRAFT") {
          await queryClient.refetchQueries({ queryKey: programKey });
          setAttempt((count) => count + 1);
        } else {
          setFailed(true);
          setAttempt((count) => count + 1);
        }
      } finally {
        inFlight.current = false;
      }
    },
    [api, queryClient, proId, id],
  );

  useEffect(() => {
    const next = pending.find((change) => !change.refused);
    if (!loaded || !next || inFlight.current) return;
    const timer = setTimeout(() => void send(next), failed ? RETRY_DELAY_MS : SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, attempt, failed, loaded, send]);

  const change = useCallback((next: DraftChange) => {
    setPending((current) => [...current.filter((other) => changeKey(other) !== changeKey(next)), next]);
  }, []);

  const refused = pending.flatMap((change) => change.refused ?? []);
  const status: SaveStatus =
    refused.length > 0 ? "refused" : failed ? "retrying" : pending.length > 0 ? "saving" : "saved";
  return {
    draft: program ? applyChanges(program.draft, pending) : undefined,
    change,
    status,
    refused,
    unsaved: pending.length > 0,
  };
}
