import type { ComponentType } from "react";
import type { AuthorTaskCard as AuthorTaskCardData } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { ErrorCard } from "../../../cards/ErrorCard";
import type { CardProps } from "../../../cards/types";
import type { AuthorTaskProps, AuthorTaskType } from "./authorTaskProps";
import { ContentAuthorTask } from "./ContentAuthorTask";
import { NoticeFrame } from "./NoticeFrame";
import { PushProgramsAuthorTask } from "./PushProgramsAuthorTask";
import { PushQuestionnairesAuthorTask } from "./PushQuestionnairesAuthorTask";
import { SendMessageAuthorTask } from "./SendMessageAuthorTask";
import { useCompleteOnce } from "./useCompleteOnce";

const authorTaskComponents: { [K in AuthorTaskType]: ComponentType<AuthorTaskProps<K>> } = {
  PUSH_PGRM: PushProgramsAuthorTask,
  PUSH_QUEST: PushQuestionnairesAuthorTask,
  CONTENT: ContentAuthorTask,
  SEND_MESSAGE: SendMessageAuthorTask,
};

function isAuthorTaskType(type: unknown): type is AuthorTaskType {
  return typeof type === "string" && Object.hasOwn(authorTaskComponents, type);
}

/**
 * AUTOR_TASK: an action pushed by an author, drawn by the component of its type (PUSH_PGRM,
 * PUSH_QUEST, CONTENT, SEND_MESSAGE). An unknown type shows the ERROR card.
 */
export function AuthorTaskCard({ card, complete }: CardProps) {
  const t = useT();
  const { completeOnce, submitted } = useCompleteOnce(complete);
  const { autorTask, authorName, title, description, rewards, globalnotificationID } =
    card as Partial<AuthorTaskCardData>;
  const type = autorTask?.type;
  if (!autorTask || !isAuthorTaskType(type)) return <ErrorCard card={card} complete={complete} />;
  // The component of the card's own type, which takes this very variant.
  const Task = authorTaskComponents[type] as ComponentType<AuthorTaskProps<AuthorTaskType>>;

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
