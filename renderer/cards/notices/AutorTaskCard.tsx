import type { ComponentType } from "react";
import type { AutorTaskCard as AutorTaskCardData } from "../../../card-schemas";
import { useT } from "../../i18n/useT";
import { ErrorCard } from "../ErrorCard";
import type { CardProps, Complete } from "../types";
import { ContentAutorTask } from "./ContentAutorTask";
import { NoticeFrame } from "./NoticeFrame";
import { PushProgramsAutorTask } from "./PushProgramsAutorTask";
import { PushQuestionnairesAutorTask } from "./PushQuestionnairesAutorTask";
import { SendMessageAutorTask } from "./SendMessageAutorTask";
import { useCompleteOnce } from "./useCompleteOnce";

type AutorTask = AutorTaskCardData["autorTask"];

/** Props of one author task type: its own part of `autorTask`, narrowed by the component. */
export interface AutorTaskProps<T> {
  task: T;
  /** The author's id (the card's globalnotificationID). */
  autorId: string;
  complete: Complete;
  submitted: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the map holds the components of every author task type
export const autorTaskComponents: Record<string, ComponentType<AutorTaskProps<any>>> = {
  PUSH_PGRM: PushProgramsAutorTask,
  PUSH_QUEST: PushQuestionnairesAutorTask,
  CONTENT: ContentAutorTask,
  SEND_MESSAGE: SendMessageAutorTask,
};

/**
 * AUTOR_TASK: an action pushed by an author, drawn by the component of its type (PUSH_PGRM,
 * PUSH_QUEST, CONTENT, SEND_MESSAGE). An unknown type shows the ERROR card.
 */
export function AutorTaskCard({ card, complete }: CardProps) {
  const t = useT();
  const { completeOnce, submitted } = useCompleteOnce(complete);
  const { autorTask, authorName, title, description, rewards, globalnotificationID } =
    card as Partial<AutorTaskCardData> & { autorTask?: AutorTask };
  const type = autorTask?.type;
  const Task =
    typeof type === "string" && Object.hasOwn(autorTaskComponents, type)
      ? autorTaskComponents[type]
      : undefined;
  if (!Task || !autorTask) return <ErrorCard card={card} complete={complete} />;

  return (
    <NoticeFrame
      id={card.id}
      kind="AUTOR_TASK"
      eyebrow={authorName ? t("notice.autorTask.from", { name: authorName }) : undefined}
      title={title}
      rewards={rewards}
    >
      {description && <p className="card__description">{description}</p>}
      <div className="card__task" data-autor-task={type}>
        <Task
          task={autorTask}
          autorId={globalnotificationID ?? ""}
          complete={completeOnce}
          submitted={submitted}
        />
      </div>
    </NoticeFrame>
  );
}
