import { Link } from "@tanstack/react-router";
import type { PublicAuthor } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";

/**
 * A guest's actions on an author's page: each signs in first, then comes back (docs/features/authors.md).
 * Following and writing only while a pro answers for the author.
 */
export function GuestAuthorActions({ author }: { author: PublicAuthor }) {
  const t = useT();
  const page = `/app/patient/ressources/autors/${author.id}`;
  const features = new Set(author.features);
  return (
    <div className="author-actions stack">
      {features.has("subscriptions") && author.reachable && (
        <Link to="/app/guest/auth" search={{ nextPage: page }} className="btn btn--primary btn--block">
          {t("authors.follow.open", { name: author.name })}
        </Link>
      )}
      {features.has("contribution") && (
        <Link to="/app/guest/auth" search={{ nextPage: page }} className="btn btn--block">
          {t("authors.contribute")}
        </Link>
      )}
      {author.reachable && (
        <Link
          to="/app/guest/auth"
          search={{ nextPage: `/app/patient/contact/autors/${author.id}` }}
          className="btn btn--ghost btn--block"
          data-testid="author-contact"
        >
          {t("authors.contact", { name: author.name })}
        </Link>
      )}
    </div>
  );
}
