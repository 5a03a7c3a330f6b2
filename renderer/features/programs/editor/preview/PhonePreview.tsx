import { useId, useMemo } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Language } from "../../../../../card-schemas";
import { ApiProvider, useApi } from "../../../../app/api/ApiContext";
import { createQueryClient } from "../../../../app/api/createQueryClient";
import { CardView } from "../../../../cards/CardView";
import type { IncomingCard } from "../../../../cards/types";
import { isApiError } from "../../../../app/api/client";
import { ErrorAlert } from "../../../../ui/ErrorAlert";
import { useProT } from "../../../../app/pro/i18n/useProT";
import { previewApi } from "./previewApi";
import "./phonePreview.css";

/** What the ERROR card stands on: a patient gets it for a card their renderer cannot draw. */
const REFUSED: IncomingCard = { id: "preview", type: "ERROR" };

// Nothing a previewed card does is sent anywhere.
const noop = () => {};

/**
 * A phone-sized frame drawing the previewed card with the deck's own registry, as a patient would
 * see it; a card the server refuses (400) shows as the ERROR card the patient would get. What the
 * card reads goes through the preview's client (previewApi) and a cache of its own, per language,
 * so that nothing of it mixes with the author's data.
 */
export function PhonePreview({
  proId,
  language,
  name,
  card,
  error,
  pending,
}: {
  proId: string;
  /** The frame's accessible name when several show at once (each must be told apart); else its title. */
  name?: string;
  /** The language the card is previewed in, which the questionnaire it reads follows. */
  language: Language;
  card?: IncomingCard;
  error: unknown;
  pending: boolean;
}) {
  const t = useProT();
  const titleId = useId();
  const api = useApi();
  const cardApi = useMemo(() => previewApi(api, proId, language), [api, proId, language]);
  // A new cache for each language: the tasks key what they read by the app's locale, not the card's.
  const queryClient = useMemo(() => createQueryClient(), [language]);
  const refused = isApiError(error) && error.status === 400;
  return (
    <section className="phone-preview" {...(name ? { "aria-label": name } : { "aria-labelledby": titleId })}>
      <h2 id={titleId} className="pro-section__title">
        {t("pro.preview.title")}
      </h2>
      <div className="phone-preview__frame" aria-busy={pending} data-testid="phone-preview">
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={cardApi}>
            {refused ? (
              <CardView key="refused" card={REFUSED} complete={noop} />
            ) : error ? (
              <ErrorAlert error={error} />
            ) : card ? (
              <CardView key={JSON.stringify(card)} card={card} complete={noop} />
            ) : (
              <p className="muted">{t("common.loading")}</p>
            )}
          </ApiProvider>
        </QueryClientProvider>
      </div>
    </section>
  );
}
