import { useT } from "../../../app/i18n/useT";

/** The profile's completion (docs/features/accounts.md), as a bar and its percent. */
export function CompletionBar({ completion }: { completion: number }) {
  const t = useT();
  return (
    <div className="completion" data-testid="profile-completion">
      <span className="completion__label" id="profile-completion-label">
        {t("settings.profile.completion", { percent: completion })}
      </span>
      <progress
        className="completion__bar"
        max={100}
        value={completion}
        aria-labelledby="profile-completion-label"
      />
    </div>
  );
}
