import { useState } from "react";
import type { CommunityEvent, ReactionType } from "../../../card-schemas";
import { DEFAULT_REACTIONS, REACTION_TYPES } from "../../../engine/community/communityFeed";
import { useT } from "../../app/i18n/useT";
import { useReact } from "./queries";
import { REACTION_EMOJI, REACTION_LABEL } from "./reactionLabels";

export interface ReactionBarProps {
  event: CommunityEvent;
  /** A guest's tap on a reaction: sign in first. */
  onGuest?: () => void;
}

/**
 * The reactions to an event (docs/features/community.md): smile and thumb up, those others gave, and the rest
 * behind "add reaction"; tapping one's own removes it, another changes it. Counts per reaction.
 */
export function ReactionBar({ event, onGuest }: ReactionBarProps) {
  const t = useT();
  const react = useReact();
  const [more, setMore] = useState(false);
  if (event.noReaction) return null;
  const { counts, mine } = event.reactions;
  const shown = REACTION_TYPES.filter(
    (r) =>
      (DEFAULT_REACTIONS as readonly ReactionType[]).includes(r) || counts[r] || mine?.reaction === r || more,
  );
  const hidden = REACTION_TYPES.length - shown.length;
  const total = REACTION_TYPES.reduce((sum, r) => sum + (counts[r] ?? 0), 0);

  function choose(reaction: ReactionType) {
    if (onGuest) return onGuest();
    setMore(false);
    react.mutate(mine?.reaction === reaction ? { removeId: mine.id } : { eventId: event.id, reaction });
  }

  return (
    <div className="community-reactions" role="group" aria-label={t("community.reactions.label")}>
      {shown.map((reaction) => (
        <button
          key={reaction}
          type="button"
          className="community-reaction"
          aria-pressed={mine?.reaction === reaction}
          aria-label={t("community.reactions.count", {
            name: t(REACTION_LABEL[reaction]),
            count: counts[reaction] ?? 0,
          })}
          disabled={react.isPending}
          onClick={() => choose(reaction)}
          data-testid={`reaction-${reaction}`}
        >
          <span aria-hidden="true">{REACTION_EMOJI[reaction]}</span>
          <span aria-hidden="true">{counts[reaction] ?? 0}</span>
        </button>
      ))}
      {hidden > 0 && (
        <button
          type="button"
          className="community-reaction community-reaction--add"
          aria-expanded={more}
          onClick={() => setMore(true)}
          data-testid="reaction-add"
        >
          {t("community.reactions.add")}
        </button>
      )}
      {total === 0 && (
        <span className="muted community-reactions__none">{t("community.reactions.none")}</span>
      )}
    </div>
  );
}
