import type { DefaultTaskParams } from "../../../../card-schemas";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import { Picture } from "../../../ui/Picture";

/** A plain action: read (and look), then done. */
export function DefaultTask({ params, complete, submitted }: TaskProps<DefaultTaskParams>) {
  return (
    <div className="task task--default">
      {/* The picture illustrates the text beside it, so it is decorative for screen readers. */}
      {params.imageLink && <Picture className="task__image" src={params.imageLink} alt="" />}
      {params.body && <p className="task__body">{params.body}</p>}
      <DoneButton disabled={submitted} onClick={() => complete({ done: true })} />
    </div>
  );
}
