import type { AuthorMessageCard as AuthorMessageCardData } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { DoneButton } from "../../../cards/DoneButton";
import type { CardProps } from "../../../cards/types";
import { NoticeFrame } from "./NoticeFrame";
import { useCompleteOnce } from "./useCompleteOnce";
import { Picture } from "../../../ui/Picture";
import { useVideoPreload } from "../../../ui/loadPriority";

/** AUTOR_MESSAGE: a social event of an author the patient follows, with a link to the author's page. */
export function AuthorMessageCard({ card, complete }: CardProps) {
  const t = useT();
  const videoPreload = useVideoPreload();
  const { completeOnce, submitted } = useCompleteOnce(complete);
  const { author, message, mediaLink, mediaType, title, rewards } = card as Partial<AuthorMessageCardData>;
  const name = author?.name ?? "";

  return (
    <NoticeFrame
      id={card.id}
      kind="AUTOR_MESSAGE"
      eyebrow={t("notice.autorMessage.eyebrow", { name })}
      title={title}
      rewards={rewards}
    >
      <div className="notice__author">
        {author?.avatarLink && (
          <Picture className="notice__avatar" src={author.avatarLink} alt="" shape="square" />
        )}
        <strong>{name}</strong>
      </div>
      <p className="notice__message" data-testid="autor-message-text">
        {message}
      </p>
      {mediaLink && mediaType === "image" && <Picture className="notice__media" src={mediaLink} alt="" />}
      {mediaLink && mediaType === "video" && (
        <video className="notice__media" src={mediaLink} controls preload={videoPreload} />
      )}
      {author && (
        <a
          className="btn btn--ghost btn--block"
          href={`/app/patient/ressources/autors/${encodeURIComponent(author.id)}`}
          data-testid="autor-message-link"
        >
          {t("notice.autorMessage.profile", { name })}
        </a>
      )}
      <DoneButton disabled={submitted} onClick={() => completeOnce({ done: true })} />
    </NoticeFrame>
  );
}
