import { useState } from "react";
import type { RiddleTaskParams } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import { Picture } from "../../../ui/Picture";

/** A riddle, in words or in a picture; "see the answer" reveals it. Done sends `{ revealed }`. */
export function RiddleTask({ params, complete, submitted }: TaskProps<RiddleTaskParams>) {
  const t = useT();
  const [revealed, setRevealed] = useState(false);

  return (
    <div className="task task--enigme">
      {params.imageLink && (
        <Picture className="task__image" src={params.imageLink} alt={t("task.enigme.image")} />
      )}
      <p className="task__body task__question">{params.question}</p>
      <div aria-live="polite">
        {revealed ? (
          <p className="enigme__answer" data-testid="enigme-answer">
            <strong>{t("task.enigme.answer")}</strong> {params.answer}
          </p>
        ) : (
          <button type="button" className="btn btn--ghost btn--block" onClick={() => setRevealed(true)}>
            {t("task.enigme.reveal")}
          </button>
        )}
      </div>
      <DoneButton disabled={submitted} onClick={() => complete({ done: true, data: { revealed } })} />
    </div>
  );
}
