import { Link } from "@tanstack/react-router";
import type { AuthorRelation, PublicAuthor } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import { AuthorContribution } from "../rewards";
import { FollowStatus } from "./FollowStatus";

export interface AuthorActionsProps {
  author: PublicAuthor;
  relation: AuthorRelation;
  /** A new purchase or contribution key (tests pass a fixed one). */
  newKey?: () => string;
}

/**
 * What a patient may do with an author, as the author's features allow (docs/features/authors.md): follow
 * (subscriptions), contribute rewards (contribution), and write to them. Following and writing are
 * offered only while a pro answers for the author (`reachable`); a follow already made keeps its status.
 */
export function AuthorActions({ author, relation, newKey = () => crypto.randomUUID() }: AuthorActionsProps) {
  const t = useT();
  const features = new Set(author.features);
  return (
    <div className="author-actions stack">
      {features.has("subscriptions") && (author.reachable || relation.link) && (
        <FollowStatus author={author} relation={relation} newKey={newKey} />
      )}
      {features.has("contribution") && (
        <ul className="shop-authors" data-testid="author-contribute">
          <AuthorContribution author={author} balance={relation.balance} newKey={newKey} />
        </ul>
      )}
      {author.reachable ? (
        <Link
          to="/app/patient/contact/autors/$autorId"
          params={{ autorId: author.id }}
          className="btn btn--ghost btn--block"
          data-testid="author-contact"
        >
          {t("authors.contact", { name: author.name })}
        </Link>
      ) : (
        <p className="muted" data-testid="author-unanswered">
          {t("authors.unanswered", { name: author.name })}
        </p>
      )}
    </div>
  );
}
