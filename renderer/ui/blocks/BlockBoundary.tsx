import { Component, type ReactNode } from "react";
import { reportError } from "../../app/errors/reportError";
import { UnknownBlock } from "./UnknownBlock";

interface State {
  failed: boolean;
}

/** One per block: a block that throws becomes a small inline error, never a blank card. */
export class BlockBoundary extends Component<{ type: string; children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: { componentStack?: string | null }) {
    reportError(error, {
      source: "block",
      blockType: this.props.type,
      componentStack: info.componentStack ?? undefined,
    });
  }

  override render() {
    return this.state.failed ? <UnknownBlock /> : this.props.children;
  }
}
