import { useState } from "react";
import { CardBoundary } from "../../cards/CardBoundary";
import { ErrorCard } from "../../cards/ErrorCard";
import { useT } from "../../app/i18n/useT";
import { resolveAnalysisCard, type IncomingAnalysisCard } from "./analysisRegistry";
import "./analysis.css";

/**
 * The cards of an analysis document, each through the registry and in its own error boundary: an
 * unknown card (or one whose component fails) is the ERROR card, whose Close hides it.
 */
export function AnalysisCards({ cards }: { cards: readonly IncomingAnalysisCard[] }) {
  const t = useT();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  if (cards.length === 0) return <p className="muted">{t("analysis.list.empty")}</p>;
  return (
    <div className="analysis-cards" data-testid="analysis-cards">
      {cards
        .filter((card) => !closed.has(card.id))
        .map((card) => {
          const close = () => setClosed((ids) => new Set([...ids, card.id]));
          const resolution = resolveAnalysisCard(card);
          if (resolution.kind === "drop") return null;
          if (resolution.kind === "error") {
            return (
              <div key={card.id} data-card-error={resolution.reason}>
                <ErrorCard card={card} complete={close} />
              </div>
            );
          }
          const { Component } = resolution;
          return (
            <CardBoundary key={card.id} card={card} complete={close}>
              <Component card={resolution.item} />
            </CardBoundary>
          );
        })}
    </div>
  );
}
