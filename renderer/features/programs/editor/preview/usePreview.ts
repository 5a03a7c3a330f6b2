import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Language, PreviewCardInput } from "../../../../../card-schemas";
import { useApi } from "../../../../app/api/ApiContext";
import { callKey } from "../../../../app/api/callKey";
import { proProgramQuery } from "../queries";
import { useDebounced } from "./useDebounced";

/** How long the author pauses before the preview is asked again. */
export const PREVIEW_DELAY_MS = 400;

/**
 * The card a patient would receive for `card` (POST /api/pro/:proId/preview), asked again a moment
 * after each change of the card, and at once after each saved change of the program's draft, whose
 * texts (the card's title, description and params in each language) the server words it with; the
 * previous card stays on screen meanwhile.
 */
export function usePreview(proId: string, card: PreviewCardInput, language: Language, programId?: string) {
  const api = useApi();
  const asked = useDebounced(card, PREVIEW_DELAY_MS);
  // The draft's revision as the editor last saved it (read from its cache, never fetched here): the
  // card's texts live in the draft, not in the card, so a saved text makes a new preview.
  const revision = useQuery({
    ...proProgramQuery(api, proId, programId ?? ""),
    enabled: false,
    select: (answer) => answer.revision,
  }).data;
  return useQuery({
    // A read sent as a POST: what it reads is in its body, which a call's key leaves out
    // (renderer/app/api/callKey.ts), so the body's parts follow the call's key.
    queryKey: [
      ...callKey("POST /api/pro/:proId/preview", { params: { proId } }),
      programId ?? null,
      programId ? (revision ?? null) : null,
      language,
      asked,
    ],
    queryFn: ({ signal }) =>
      api.call(
        "POST /api/pro/:proId/preview",
        { params: { proId }, body: { card: asked, language, ...(programId ? { programId } : {}) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    // A refused card stays refused until the author changes it.
    retry: false,
  });
}
