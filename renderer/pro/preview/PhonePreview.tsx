import { useId } from "react";
import { CardView } from "../../cards/CardView";
import type { IncomingCard } from "../../cards/types";
import { isApiError } from "../../api/client";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useProT } from "../i18n/useProT";
import "./phonePreview.css";

/** What the ERROR card stands on: a patient gets it for a card their renderer cannot draw. */
const REFUSED: IncomingCard = { id: "preview", type: "ERROR" };

// Nothing a previewed card does is sent anywhere.
const noop = () => {};

/**
 * A phone-sized frame drawing the previewed card with the deck's own registry, as a patient would
 * see it; a card the server refuses (400) shows as the ERROR card the patient would get.
 */
export function PhonePreview({
  card,
  error,
  pending,
}: {
  card?: IncomingCard;
  error: unknown;
  pending: boolean;
}) {
  const t = useProT();
  const titleId = useId();
  const refused = isApiError(error) && error.status === 400;
  return (
    <section className="phone-preview" aria-labelledby={titleId}>
      <h2 id={titleId} className="pro-section__title">
        {t("pro.preview.title")}
      </h2>
      <div className="phone-preview__frame" aria-busy={pending} data-testid="phone-preview">
        {refused ? (
          <CardView key="refused" card={REFUSED} complete={noop} />
        ) : error ? (
          <ErrorAlert error={error} />
        ) : card ? (
          <CardView key={JSON.stringify(card)} card={card} complete={noop} />
        ) : (
          <p className="muted">{t("common.loading")}</p>
        )}
      </div>
    </section>
  );
}
