import { useEffect, useRef, type KeyboardEvent } from "react";
import { useT } from "../../app/i18n/useT";
import { pagerWindow } from "./pagerWindow";

/**
 * The dots under the deck, on one line at any count: a window of dots slides with the current
 * card, as phone galleries do, the outer ones shrunk when more lie beyond. It is one Tab stop (the
 * current dot); the arrow keys, Home and End move between cards. The position is read as text.
 */
export function DeckPager({
  count,
  index,
  onSelect,
}: {
  count: number;
  index: number;
  onSelect: (index: number) => void;
}) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const { start, end } = pagerWindow(count, index);

  useEffect(() => {
    // Moved by a key from the pager: the focus follows the current dot.
    const current = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    if (current && list.current?.contains(document.activeElement) && document.activeElement !== current) {
      current.focus();
    }
  }, [index]);

  if (count < 2) return null;

  function onKeyDown(event: KeyboardEvent<HTMLOListElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onSelect(Math.min(Math.max(to, 0), count - 1));
  }

  const dots = [];
  for (let i = start; i < end; i++) {
    const edge = (i === start && start > 0) || (i === end - 1 && end < count);
    dots.push(
      // Keyed by place in the window: a jump (End) keeps the focused button, so focus can follow.
      <li key={i - start}>
        <button
          type="button"
          className={`deck__dot${edge ? " deck__dot--edge" : ""}`}
          data-testid="pager-dot"
          tabIndex={i === index ? 0 : -1}
          aria-label={t("deck.pagerDot", { index: i + 1, total: count })}
          aria-current={i === index ? "step" : undefined}
          onClick={() => onSelect(i)}
        />
      </li>,
    );
  }

  return (
    <nav className="deck__pager" aria-label={t("deck.pager")}>
      <p className="visually-hidden" data-testid="pager-position">
        {t("deck.position", { index: index + 1, total: count })}
      </p>
      <ol ref={list} onKeyDown={onKeyDown}>
        {dots}
      </ol>
    </nav>
  );
}
