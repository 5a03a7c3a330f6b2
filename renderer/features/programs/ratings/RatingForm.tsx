import { useId, useState, type FormEvent } from "react";
import {
  RATING_CHOICES,
  RATING_COMMENT_MAX_LENGTH,
  RATING_DEFAULT,
  RATING_MAX,
} from "../../../../engine/programs/studyRating";
import { useT } from "../../../app/i18n/useT";

export interface RatingFormProps {
  onSubmit: (rating: { rating: number; comment?: string }) => void;
  pending?: boolean;
}

/** Picks 0 (a cross) to 5 stars, 3 at first, with a comment of several lines (docs/features/programs.md). */
export function RatingForm({ onSubmit, pending = false }: RatingFormProps) {
  const t = useT();
  const commentId = useId();
  const [rating, setRating] = useState(RATING_DEFAULT);
  const [comment, setComment] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    onSubmit(text ? { rating, comment: text } : { rating });
  };
  return (
    <form className="rating-form stack" onSubmit={submit} data-testid="rating-form">
      <fieldset className="rating-form__choices">
        <legend>{t("ratings.yourRating")}</legend>
        {RATING_CHOICES.map((choice) => (
          <label key={choice} className="rating-form__choice" data-testid={`rating-choice-${choice}`}>
            <input
              type="radio"
              name="rating"
              value={choice}
              checked={rating === choice}
              onChange={() => setRating(choice)}
              aria-label={t("ratings.outOf", { rating: choice, max: RATING_MAX })}
            />
            <span aria-hidden="true">{choice === 0 ? "✕" : "★".repeat(choice)}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={commentId}>{t("ratings.comment")}</label>
      <textarea
        id={commentId}
        className="input"
        rows={4}
        maxLength={RATING_COMMENT_MAX_LENGTH}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <button type="submit" className="btn btn--primary" disabled={pending}>
        {pending ? t("ratings.sending") : t("ratings.send")}
      </button>
    </form>
  );
}
