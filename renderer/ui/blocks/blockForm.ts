import { createContext, useContext } from "react";
import type { Action } from "../../../card-schemas";

/** A value entered in a block: text, a number, picked choice ids or elapsed milliseconds. */
export type BlockValue = string | number | string[];

/** What the blocks of one body share: the entered values, and how to run an action. */
export interface BlockForm {
  values: Readonly<Record<string, BlockValue>>;
  setValue: (id: string, value: BlockValue | undefined) => void;
  /** Ids of required inputs still empty: a button that completes as done waits for them. */
  missing: readonly string[];
  run: (action: Action) => void;
  /** True once the card was sent, or while an action runs. */
  disabled: boolean;
  /** The level of a title block's heading: one below its card's title, or in its place. */
  headingLevel: 2 | 3;
}

export const BlockFormContext = createContext<BlockForm | null>(null);

/** The form of the enclosing BlockBody. */
export function useBlockForm(): BlockForm {
  const form = useContext(BlockFormContext);
  if (!form) throw new Error("a block needs a <BlockBody> above it");
  return form;
}
