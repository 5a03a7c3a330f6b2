import { Link } from "@tanstack/react-router";
import type { CommunityEntry } from "../../../card-schemas";
import { truncateName } from "../../../engine/community/communityFeed";
import { useT, type Translate } from "../../app/i18n/useT";

/** A community's name as the patient reads it. */
export function communityLabel(t: Translate, entry: Pick<CommunityEntry, "name" | "label">): string {
  if (entry.name === "myMessages") return t("community.myMessages");
  if (entry.name === "all") return t("community.all");
  return entry.label ?? entry.name;
}

/** The community list (docs/features/community.md): my messages, all, one per recurring symptom, each with its unread dot. */
export function CommunityList({ items }: { items: CommunityEntry[] }) {
  const t = useT();
  return (
    <ul className="community-list" data-testid="community-list">
      {items.map((entry) => (
        <li key={entry.name}>
          <Link
            className="tile community-list__link"
            data-testid={`community-${entry.name}`}
            {...(entry.name === "myMessages"
              ? { to: "/app/patient/community/myMessages" }
              : {
                  to: "/app/patient/community/byName/$communityName",
                  params: { communityName: entry.name },
                })}
          >
            <span>{truncateName(communityLabel(t, entry))}</span>
            {entry.unread && (
              <span className="community-list__dot" data-testid="unread-dot">
                <span className="visually-hidden">{t("community.unread")}</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
