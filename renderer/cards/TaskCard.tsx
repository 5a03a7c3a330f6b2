import { useCallback, useRef, useState } from "react";
import { PlainLink } from "../ui/PlainLink";
import type { TaskCard as TaskCardData } from "../../card-schemas";
import { useT } from "../app/i18n/useT";
import type { CardProps, CompleteResult, TaskComponent } from "./types";
import "./cards.css";

/** The frame of a TASK card: study, title, rewards, description, then the task's own component. */
export function TaskCard({ card, complete, Task }: CardProps & { Task: TaskComponent }) {
  const t = useT();
  const [submitted, setSubmitted] = useState(false);
  // A ref as well as state: two fast clicks land before the re-render that disables the button.
  const sent = useRef(false);
  const completeOnce = useCallback(
    (result: CompleteResult) => {
      if (sent.current) return;
      sent.current = true;
      setSubmitted(true);
      complete(result);
    },
    [complete],
  );
  const rewards = typeof card.rewards === "number" ? card.rewards : 0;
  const { globalnotificationID: studyId } = card as Partial<TaskCardData>;

  return (
    <article className="card card--task" aria-labelledby={card.title ? `card-title-${card.id}` : undefined}>
      <header className="card__header">
        {card.studyTitle && <p className="card__eyebrow">{card.studyTitle}</p>}
        {card.title && (
          <h2 className="card__title" id={`card-title-${card.id}`}>
            {studyId ? (
              // docs/features/deck.md: the title of a task card links to its study's page.
              <PlainLink
                to="/app/patient/program/studies/$id"
                params={{ id: studyId }}
                className="card__title-link"
                data-testid="task-study-link"
              >
                {card.title}
              </PlainLink>
            ) : (
              card.title
            )}
          </h2>
        )}
        {rewards > 0 && (
          <p className="card__rewards" data-testid="card-rewards">
            {t("card.rewards", { count: rewards })}
          </p>
        )}
      </header>
      {card.description && <p className="card__description">{card.description}</p>}
      <div className="card__task">
        <Task
          params={card.task?.params ?? {}}
          complete={completeOnce}
          submitted={submitted}
          cardDate={card.date}
          titled={Boolean(card.title)}
        />
      </div>
      {submitted && (
        <p className="card__sent" role="status">
          {t("card.sent")}
        </p>
      )}
    </article>
  );
}
