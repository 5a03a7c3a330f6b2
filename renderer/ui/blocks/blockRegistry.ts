import type { BlockComponent } from "./types";
import { TextBlock } from "./TextBlock";
import { ImageBlock } from "./ImageBlock";
import { MediaBlock } from "./MediaBlock";
import { ButtonBlock } from "./ButtonBlock";
import { InputBlock } from "./InputBlock";
import { ChoiceBlock } from "./ChoiceBlock";
import { TimerBlock } from "./TimerBlock";

/** Block type → component: one per schema of card-schemas/blocks. */
export const blockComponents: Record<string, BlockComponent> = {
  text: TextBlock,
  image: ImageBlock,
  media: MediaBlock,
  button: ButtonBlock,
  input: InputBlock,
  choice: ChoiceBlock,
  timer: TimerBlock,
};

/** The component of a block's type, or null for a type this renderer does not know. */
export function blockComponentFor(type: unknown): BlockComponent | null {
  if (typeof type !== "string" || !Object.hasOwn(blockComponents, type)) return null;
  return blockComponents[type] ?? null;
}
