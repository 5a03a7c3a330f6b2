import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { CarouselItem } from "../../../../card-schemas";
import { CAROUSEL_MAX_ITEMS } from "../../../../engine/home/carousel";
import { focusIndex, scrollLeftFor } from "./carouselFocus";
import { useT } from "../../../app/i18n/useT";
import { LoadPriorityContext } from "../../../ui/loadPriority";
import { Picture } from "../../../ui/Picture";
import { CarouselKindIcon } from "./CarouselKindIcon";
import "./carousel.css";

/**
 * The home carousel (docs/features/home.md): questionnaires, authors, social events and studies, at most 7.
 * The card in focus follows the scroll position, one card per 158 px (engine/home/carousel.ts); it is
 * highlighted and marked aria-current. The track snaps to each card, and the arrow keys move the
 * focus one card at a time. Without `items` (still loading) it holds the place the cards will take.
 */
export function Carousel({ items }: { items?: readonly CarouselItem[] }) {
  const t = useT();
  const titleId = useId();
  const track = useRef<HTMLUListElement>(null);
  const shown = items?.slice(0, CAROUSEL_MAX_ITEMS) ?? [];
  const [focus, setFocus] = useState(0);
  const focused = Math.min(focus, Math.max(0, shown.length - 1));

  function moveTo(index: number) {
    const next = Math.max(0, Math.min(index, shown.length - 1));
    setFocus(next);
    const element = track.current;
    if (element && typeof element.scrollTo === "function") {
      element.scrollTo({ left: scrollLeftFor(next), behavior: "smooth" });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) {
      if (event.key === "Home") moveTo(0);
      else if (event.key === "End") moveTo(shown.length - 1);
      else return;
    } else {
      moveTo(focused + step);
    }
    event.preventDefault();
  }

  return (
    <section className="carousel" aria-roledescription="carousel" aria-labelledby={titleId}>
      <h2 className="tile__title" id={titleId}>
        {t("carousel.title")}
      </h2>
      {!items ? (
        <div className="carousel__placeholder skeleton" aria-busy="true" data-testid="carousel-loading" />
      ) : shown.length === 0 ? (
        <p className="muted" data-testid="carousel-empty">
          {t("carousel.empty")}
        </p>
      ) : (
        <ul
          ref={track}
          className="carousel__track"
          data-testid="carousel-track"
          tabIndex={0}
          aria-labelledby={titleId}
          onScroll={(event) => setFocus(focusIndex(event.currentTarget.scrollLeft, shown.length))}
          onKeyDown={onKeyDown}
        >
          {shown.map((item, index) => (
            <li
              key={`${item.kind}:${item.id}`}
              className={index === focused ? "carousel__item carousel__item--focus" : "carousel__item"}
              aria-roledescription="slide"
              aria-label={t("carousel.position", { index: index + 1, count: shown.length })}
              aria-current={index === focused ? "true" : undefined}
              data-testid="carousel-item"
              data-kind={item.kind}
            >
              <a className="carousel-card" href={item.link} tabIndex={index === focused ? 0 : -1}>
                {item.imageLink ? (
                  // The first picture is on the home's first screen, often its largest paint.
                  <LoadPriorityContext value={index === 0 ? "high" : "auto"}>
                    <Picture className="carousel-card__image" src={item.imageLink} alt="" />
                  </LoadPriorityContext>
                ) : (
                  <CarouselKindIcon kind={item.kind} />
                )}
                <span className={`carousel-card__kind carousel-card__kind--${item.kind.toLowerCase()}`}>
                  {t(`carousel.kind.${item.kind}`)}
                </span>
                <span className="carousel-card__title">{item.title}</span>
                {item.subtitle && <span className="carousel-card__subtitle">{item.subtitle}</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
