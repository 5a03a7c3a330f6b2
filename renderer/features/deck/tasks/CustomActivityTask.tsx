import type { CustomActivityTaskParams } from "../../../../card-schemas";
import { BlockBody } from "../../../ui/blocks/BlockBody";
import type { TaskProps } from "../../../cards/types";

/**
 * An activity its author composed as blocks, drawn inside the card. A button with a complete
 * action finishes it, sending the values of its inputs, choices and timers.
 */
export function CustomActivityTask({
  params,
  complete,
  submitted,
  titled,
}: TaskProps<CustomActivityTaskParams>) {
  if (!Array.isArray(params.body)) throw new Error("CUSTOM_ACTIVITY_CARD task without a body");
  return (
    <div className="task task--custom-activity">
      <BlockBody blocks={params.body} complete={complete} submitted={submitted} titled={titled} />
    </div>
  );
}
