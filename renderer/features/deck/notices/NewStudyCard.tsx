import { Link } from "@tanstack/react-router";
import type { NewStudyCard as NewStudyCardData } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { useSubscribe } from "../../programs";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import type { CardProps } from "../../../cards/types";
import { NoticeFrame } from "./NoticeFrame";
import { useCompleteOnce } from "./useCompleteOnce";
import { Picture } from "../../../ui/Picture";

/**
 * NEW_STUDY: a study just published in the patient's language. Its title, length and rewards, a
 * link to its page, and Join (POST /api/patient/study/subscribe/{id}), which completes the card.
 */
export function NewStudyCard({ card, complete }: CardProps) {
  const t = useT();
  const { completeOnce, submitted } = useCompleteOnce(complete);
  const join = useSubscribe();
  const {
    studyId = "",
    title,
    description,
    studyDuration,
    maxReward,
    logoLink,
    rewards,
  } = card as Partial<NewStudyCardData>;

  return (
    <NoticeFrame
      id={card.id}
      kind="NEW_STUDY"
      eyebrow={t("notice.newStudy.eyebrow")}
      title={title}
      rewards={rewards}
    >
      {logoLink && <Picture className="notice__logo" src={logoLink} alt="" shape="square" />}
      {description && <p className="card__description">{description}</p>}
      <p className="notice__facts">
        {studyDuration !== undefined && <span>{t("common.days", { count: studyDuration })}</span>}
        {maxReward !== undefined && maxReward > 0 && <span>{t("common.rewards", { count: maxReward })}</span>}
      </p>
      {join.isError && <ErrorAlert error={join.error} />}
      <div className="notice__actions">
        <button
          type="button"
          className="btn btn--primary btn--block"
          data-primary-action=""
          data-testid="new-study-join"
          disabled={submitted || join.isPending}
          onClick={() =>
            join.mutate(studyId, { onSuccess: () => completeOnce({ done: true, data: { joined: studyId } }) })
          }
        >
          {t("notice.newStudy.join")}
        </button>
        <Link
          to="/app/patient/ressources/studies/$id"
          params={{ id: studyId }}
          className="btn btn--ghost btn--block"
          data-testid="new-study-link"
        >
          {t("notice.newStudy.see")}
        </Link>
      </div>
    </NoticeFrame>
  );
}
