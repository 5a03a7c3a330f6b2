import { RATING_MAX } from "../../../../engine/programs/studyRating";
import { useT } from "../../../app/i18n/useT";

/** A rating as stars out of 5, a cross for 0 (docs/features/programs.md), read out as "n out of 5". */
export function RatingStars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className="rating-stars" role="img" aria-label={t("ratings.outOf", { rating, max: RATING_MAX })}>
      {rating === 0 ? "✕" : "★".repeat(rating) + "☆".repeat(RATING_MAX - rating)}
    </span>
  );
}
