import type { StudyRatings } from "../../../../card-schemas";
import { useIntl, useT } from "../../../app/i18n/useT";
import { RatingStars } from "./RatingStars";

/** The comment group rating_{studyId}: the mean and count, then each rating, or "no rating yet". */
export function RatingList({ ratings }: { ratings: StudyRatings }) {
  const t = useT();
  const intl = useIntl();
  if (ratings.count === 0) {
    return (
      <p className="muted" data-testid="ratings-empty">
        {t("ratings.empty")}
      </p>
    );
  }
  return (
    <>
      <p className="rating-summary" data-testid="ratings-average">
        {t("ratings.average", {
          average: intl.formatNumber(ratings.average ?? 0, { maximumFractionDigits: 1 }),
          count: ratings.count,
        })}
      </p>
      <ul className="rating-list" data-group={ratings.groupName} data-testid="ratings-list">
        {/* The public list has no ids (a rating's would name its rater): newest first, by place. */}
        {ratings.items.map((item, index) => (
          <li key={index} className="rating-list__item" data-testid="rating-item">
            <header className="rating-list__head">
              <strong>{item.pseudo ?? t("ratings.anonymous")}</strong>
              <RatingStars rating={item.rating} />
              <time className="muted" dateTime={item.datetime}>
                {/* UTC: the server's drawing and the browser's say the same day. */}
                {intl.formatDate(item.datetime, { dateStyle: "medium", timeZone: "UTC" })}
              </time>
            </header>
            {item.comment && <p className="rating-list__comment">{item.comment}</p>}
            {item.comment && item.commentStatus === "to check" && (
              <p className="muted" data-testid="rating-comment-waiting">
                {t("ratings.commentWaiting")}
              </p>
            )}
            {item.comment && item.commentStatus === "refused" && (
              <p className="muted" data-testid="rating-comment-refused">
                {t("ratings.commentRefused")}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
