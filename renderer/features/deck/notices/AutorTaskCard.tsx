import type { ComponentType } from "react";
import type { AutorTaskCard as AutorTaskCardData } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { ErrorCard } from "../../../cards/ErrorCard";
import type { CardProps } from "../../../cards/types";
import type { AutorTaskProps, AutorTaskType } from "./autorTaskProps";
import { ContentAutorTask } from "./ContentAutorTask";
import { NoticeFrame } from "./NoticeFrame";
import { PushProgramsAutorTask } from "./PushProgramsAutorTask";
import { PushQuestionnairesAutorTask } from "./PushQuestionnairesAutorTask";
import { SendMessageAutorTask } from "./SendMessageAutorTask";
import { useCompleteOnce } from "./useCompleteOnce";

const autorTaskComponents: { [K in AutorTaskType]: ComponentType<AutorTaskProps<K>> } = {
  PUSH_PGRM: PushProgramsAutorTask,
  PUSH_QUEST: PushQuestionnairesAutorTask,
  CONTENT: ContentAutorTask,
  SEND_MESSAGE: SendMessageAutorTask,
};

function isAutorTaskType(type: unknown): type is AutorTaskType {
  return typeof type === "string" && Object.hasOwn(autorTaskComponents, type);
}

/**
 * AUTOR_TASK: an action pushed by an author, drawn by the component of its type (PUSH_PGRM,
 * PUSH_QUEST, CONTENT, SEND_MESSAGE). An unknown type shows the ERROR card.
 */
export function AutorTaskCard({ card, complete }: CardProps) {
  const t = useT();
  const { completeOnce, submitted } = useCompleteOnce(complete);
  const { autorTask, authorName, title, description, rewards, globalnotificationID } =
    card as Partial<AutorTaskCardData>;
  const type = autorTask?.type;
  if (!autorTask || !isAutorTaskType(type)) return <ErrorCard card={card} complete={complete} />;
  // The component of the card's own type, which takes this very variant.
  const Task = autorTaskComponents[type] as ComponentType<AutorTaskProps<AutorTaskType>>;

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
          titled={Boolean(title)}
        />
      </div>
    </NoticeFrame>
  );
}
