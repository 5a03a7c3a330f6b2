import type { DefaultTaskParams } from "../../../card-schemas";
import { DoneButton } from "../DoneButton";
import type { TaskProps } from "../types";

/** A plain action: read (and look), then done. */
export function DefaultTask({ params, complete, submitted }: TaskProps<DefaultTaskParams>) {
  return (
    <div className="task task--default">
      {/* The picture illustrates the text beside it, so it is decorative for screen readers. */}
      {params.imageLink && <img className="task__image" src={params.imageLink} alt="" loading="lazy" />}
      {params.body && <p className="task__body">{params.body}</p>}
      <DoneButton disabled={submitted} onClick={() => complete({ done: true })} />
    </div>
  );
}
