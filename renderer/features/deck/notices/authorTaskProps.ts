import type { AuthorTaskCard as AuthorTaskCardData } from "../../../../card-schemas";
import type { Complete } from "../../../cards/types";

/** What an author asks on an AUTOR_TASK card, as its schema says it: one variant per type. */
export type AuthorTask = AuthorTaskCardData["autorTask"];
export type AuthorTaskType = AuthorTask["type"];

/** Props of the component of one author task type: its own variant of `autorTask`. */
export interface AuthorTaskProps<K extends AuthorTaskType> {
  task: Extract<AuthorTask, { type: K }>;
  /** The author's id (the card's globalnotificationID). */
  autorId: string;
  complete: Complete;
  submitted: boolean;
  /** Whether the card shows its title (an h2): headings of the task come below it, or in its place. */
  titled: boolean;
}
