import type { ComponentType } from "react";
import type { CompleteCardBody } from "../../card-schemas";

/** What completing or dismissing a card sends to the server (`{ value: { done, data } }`). */
export type CompleteResult = CompleteCardBody["value"];

export type Complete = (result: CompleteResult) => void;

/**
 * A card as it arrives, before we know whether this renderer understands it. Known cards are
 * narrowed to their generated schema type by the component registered for their `type`.
 */
export interface IncomingCard {
  id: string;
  type: string;
  title?: string;
  description?: string;
  rewards?: number;
  /** First day the card is shown (YYYY-MM-DD). */
  date?: string;
  studyTitle?: string;
  fallback?: IncomingCard | "drop";
  task?: { type: string; params?: unknown };
}

export interface CardProps {
  card: IncomingCard;
  complete: Complete;
}

export interface TaskProps<Params> {
  params: Params;
  complete: Complete;
  /** True once the card was completed, so nothing can be sent twice. */
  submitted: boolean;
  /** The card's date (YYYY-MM-DD), for tasks whose state depends on it (QUESTIONNAIRE). */
  cardDate?: string;
  /** Whether the card shows its title (an h2): headings of the task come below it, or in its place. */
  titled?: boolean;
}

export type CardComponent = ComponentType<CardProps>;
// Each task component narrows `params` to its own generated type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds tasks of every params type
export type TaskComponent = ComponentType<TaskProps<any>>;
