import { Suspense, useEffect, useMemo } from "react";
import { reportError } from "../app/errors/reportError";
import { CardBoundary } from "./CardBoundary";
import { ErrorCard } from "./ErrorCard";
import { resolveCard } from "./registry";
import type { CardProps } from "./types";
import { CardLoading } from "./CardLoading";
import { useCardMounted } from "./useCardMounted";
import { useLoadPriority } from "../ui/loadPriority";

/**
 * Renders any incoming card through the registry, inside its own error boundary. A card off
 * screen in the deck shows the loading card until its turn to mount (useCardMounted).
 */
export function CardView({ card, complete }: CardProps) {
  const resolution = useMemo(() => resolveCard(card), [card]);
  const mounted = useCardMounted(useLoadPriority());

  useEffect(() => {
    // Not a crash, but someone should know that content outran this renderer.
    if (resolution.kind === "error") {
      reportError(new Error(resolution.reason), { source: "registry", cardId: card.id, cardType: card.type });
    }
  }, [resolution, card.id, card.type]);

  switch (resolution.kind) {
    case "drop":
      return null;
    case "error":
      return <ErrorCard card={card} complete={complete} />;
    case "component": {
      if (!mounted) return <CardLoading />;
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
