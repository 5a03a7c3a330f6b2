import type { ComponentType } from "react";

/** Props of a block component; each narrows `block` to its own generated type. */
export interface BlockProps<B> {
  block: B;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds blocks of every type
export type BlockComponent = ComponentType<BlockProps<any>>;
