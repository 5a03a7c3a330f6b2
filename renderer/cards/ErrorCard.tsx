import { useState } from "react";
import { useT } from "../app/i18n/useT";
import type { CardProps } from "./types";
import "./cards.css";

/**
 * Shown for anything this renderer cannot draw: an unknown card or task type, or a card whose
 * component failed. Close dismisses the card with `done: false`.
 */
export function ErrorCard({ complete }: CardProps) {
  const t = useT();
  const [closed, setClosed] = useState(false);
  return (
    <div className="card card--error" data-testid="error-card">
      <p className="card__error-title">{t("card.error.title")}</p>
      <p className="card__description">{t("card.error.body")}</p>
      <button
        type="button"
        className="btn btn--primary btn--block"
        data-primary-action=""
        data-testid="card-close"
        disabled={closed}
        onClick={() => {
          setClosed(true);
          complete({ done: false });
        }}
      >
        {t("card.error.close")}
      </button>
    </div>
  );
}
