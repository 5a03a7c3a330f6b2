import { Suspense, useEffect, useMemo } from "react";
import { reportError } from "../app/errors/reportError";
import { CardBoundary } from "./CardBoundary";
import { ErrorCard } from "./ErrorCard";
import { resolveCard } from "./registry";
import type { CardProps } from "./types";
import { CardLoading } from "./CardLoading";
import { MountWhenIdle, useCardMounted } from "./useCardMounted";
import { useLoadPriority } from "../ui/loadPriority";

/** The ERROR card for a card this renderer cannot draw, reported once it is shown. */
function UnknownCard({ card, complete, reason }: CardProps & { reason: string }) {
  useEffect(() => {
    // Not a crash, but someone should know that content outran this renderer.
    reportError(new Error(reason), { source: "registry", cardId: card.id, cardType: card.type });
  }, [reason, card.id, card.type]);
  return <ErrorCard card={card} complete={complete} />;
}

/**
 * Renders any incoming card through the registry, inside its own error boundary. A card off
 * screen in the deck shows the loading card until its turn to mount (useCardMounted). Only a card
 * that falls to the ERROR card (its report) or waits for its turn (MountWhenIdle) has an effect of
 * its own: a deck's hundred cards do not each schedule one for nothing.
 */
export function CardView({ card, complete }: CardProps) {
  const resolution = useMemo(() => resolveCard(card), [card]);
  const priority = useLoadPriority();
  const [mounted, mount] = useCardMounted(priority);

  switch (resolution.kind) {
    case "drop":
      return null;
    case "error":
      return <UnknownCard card={card} complete={complete} reason={resolution.reason} />;
    case "component": {
      if (!mounted) return priority === "low" ? <MountWhenIdle mount={mount} /> : <CardLoading />;
      const { Component } = resolution;
      return (
        <CardBoundary card={card} complete={complete}>
          <Suspense fallback={<CardLoading />}>
            <Component card={resolution.item} complete={complete} />
          </Suspense>
        </CardBoundary>
      );
    }
  }
}
