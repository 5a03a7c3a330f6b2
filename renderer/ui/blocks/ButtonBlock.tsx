import type { ButtonBlock as ButtonBlockData } from "../../../card-schemas";
import { useBlockForm } from "./blockForm";
import type { BlockProps } from "./types";

/**
 * A button that runs its action. A primary button that completes the card as done is the card's
 * primary action (Enter on the focused card, test id card-done as the done button of other cards)
 * and waits for the required inputs.
 */
export function ButtonBlock({ block }: BlockProps<ButtonBlockData>) {
  const form = useBlockForm();
  if (!block.action || typeof block.action.kind !== "string") throw new Error("button block without action");
  const completesDone = block.action.kind === "complete" && block.action.done;
  const primary = block.variant !== "secondary";
  return (
    <button
      type="button"
      className={`btn btn--block ${primary ? "btn--primary" : ""}`}
      data-primary-action={primary && completesDone ? "" : undefined}
      data-testid={primary && completesDone ? "card-done" : "block-button"}
      disabled={form.disabled || (completesDone && form.missing.length > 0)}
      onClick={() => form.run(block.action)}
    >
      {block.label}
    </button>
  );
}
