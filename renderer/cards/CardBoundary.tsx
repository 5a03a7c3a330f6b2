import { Component, type ReactNode } from "react";
import { reportError } from "../app/errors/reportError";
import { ErrorCard } from "./ErrorCard";
import type { CardProps } from "./types";

interface State {
  failed: boolean;
}

/**
 * One per card: a card whose component throws becomes the ERROR card and the error is reported,
 * so one bad card never blanks the deck.
 */
export class CardBoundary extends Component<CardProps & { children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: { componentStack?: string | null }) {
    reportError(error, {
      source: "card",
      cardId: this.props.card.id,
      cardType: this.props.card.type,
      componentStack: info.componentStack ?? undefined,
    });
  }

  override render() {
    if (this.state.failed) return <ErrorCard card={this.props.card} complete={this.props.complete} />;
    return this.props.children;
  }
}
