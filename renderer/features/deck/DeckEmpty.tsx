import { Link } from "@tanstack/react-router";
import { useT } from "../../app/i18n/useT";
import { useFollowsProgram } from "../programs";

/**
 * Nothing left for today: the four ways out that docs/features/deck.md names. A patient who
 * follows no program is told that cards come from one, and finding one comes first.
 */
export function DeckEmpty() {
  const t = useT();
  const noProgram = useFollowsProgram() === false;
  return (
    <div className="deck__empty" data-testid="deck-empty">
      <div className="deck__empty-badge" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <h2 className="deck__empty-title">
        {t(noProgram ? "deck.empty.noProgram.title" : "deck.empty.title")}
      </h2>
      <p className="muted">{t(noProgram ? "deck.empty.noProgram.body" : "deck.empty.body")}</p>
      <ul className="deck__empty-links">
        {noProgram && (
          <li>
            <Link
              to="/app/patient/program"
              className="btn btn--primary btn--block"
              data-testid="find-program"
            >
              {t("deck.empty.programs")}
            </Link>
          </li>
        )}
        <li>
          <Link to="/app/patient" className={`btn btn--block${noProgram ? "" : " btn--primary"}`}>
            {t("deck.empty.home")}
          </Link>
        </li>
        {!noProgram && (
          <li>
            <Link to="/app/patient/program" className="btn btn--block">
              {t("deck.empty.programs")}
            </Link>
          </li>
        )}
        <li>
          <a href="/app/patient/rewards" className="btn btn--block">
            {t("deck.empty.rewards")}
          </a>
        </li>
        <li>
          <a href="/app/patient/journal/medical" className="btn btn--block">
            {t("deck.empty.journal")}
          </a>
        </li>
      </ul>
    </div>
  );
}
