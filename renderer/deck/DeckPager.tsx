import { useT } from "../i18n/useT";

/** One dot per slide; the current one is marked with aria-current. */
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
  if (count < 2) return null;
  return (
    <nav className="deck__pager" aria-label={t("deck.pager")}>
      <ol>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              className="deck__dot"
              data-testid="pager-dot"
              aria-label={t("deck.pagerDot", { index: i + 1, total: count })}
              aria-current={i === index ? "step" : undefined}
              onClick={() => onSelect(i)}
            />
          </li>
        ))}
      </ol>
    </nav>
  );
}
