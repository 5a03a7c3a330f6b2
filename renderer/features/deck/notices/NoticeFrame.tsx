import type { ReactNode } from "react";
import { useT } from "../../../app/i18n/useT";
import "../../../cards/cards.css";
import "./notices.css";

/** The frame of a notice card: an eyebrow, a heading, the rewards, then the card's own body. */
export function NoticeFrame({
  id,
  kind,
  eyebrow,
  title,
  rewards = 0,
  children,
}: {
  id: string;
  /** The card type, as a CSS modifier and a test id. */
  kind: string;
  eyebrow?: string;
  title?: string;
  rewards?: number;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = `card-title-${id}`;
  return (
    <article
      className={`card card--notice card--${kind.toLowerCase()}`}
      data-testid={`notice-${kind}`}
      aria-labelledby={title ? titleId : undefined}
    >
      <header className="card__header">
        {eyebrow && <p className="card__eyebrow">{eyebrow}</p>}
        {title && (
          <h2 className="card__title" id={titleId}>
            {title}
          </h2>
        )}
        {rewards > 0 && (
          <p className="card__rewards" data-testid="card-rewards">
            {t("card.rewards", { count: rewards })}
          </p>
        )}
      </header>
      {children}
    </article>
  );
}
