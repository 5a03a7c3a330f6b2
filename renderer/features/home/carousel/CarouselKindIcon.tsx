import type { CarouselItem } from "../../../../card-schemas";

// 24×24 line drawings, one per kind: what a card without a picture shows in its picture box.
const PATHS: Record<CarouselItem["kind"], string> = {
  // A clipboard with a tick.
  QUESTIONNAIRE: "M9 4h6v3H9zM7 5.5H5.5v15h13v-15H17M9 13.5l2 2 4-4.5",
  // A head and shoulders.
  AUTOR: "M12 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5",
  // A speech bubble.
  SOCIAL_EVENT: "M4.5 5.5h15v10h-8l-4 3.5v-3.5h-3z",
  // A calendar.
  STUDY: "M5 6.5h14v13H5zM5 10.5h14M9 4.5v4M15 4.5v4",
};

/** The picture box of a carousel card that has no picture: its kind, drawn. */
export function CarouselKindIcon({ kind }: { kind: CarouselItem["kind"] }) {
  return (
    <span
      className={`carousel-card__image carousel-card__image--none carousel-card__image--${kind.toLowerCase()}`}
      aria-hidden="true"
      data-testid="carousel-kind-icon"
    >
      <svg viewBox="0 0 24 24" width="40" height="40">
        <path
          d={PATHS[kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
