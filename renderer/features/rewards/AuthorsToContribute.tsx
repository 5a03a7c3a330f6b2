import type { ShopAuthor } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import { AuthorContribution } from "./AuthorContribution";

export interface AuthorsToContributeProps {
  authors: ShopAuthor[];
  balance: number;
  /** A new contribution key (tests pass a fixed one). */
  newKey?: () => string;
}

/** The authors to contribute to (docs/features/rewards.md): at most 20, each with a contribution in rewards. */
export function AuthorsToContribute({
  authors,
  balance,
  newKey = () => crypto.randomUUID(),
}: AuthorsToContributeProps) {
  const t = useT();
  return (
    <section className="shop-row" aria-labelledby="shop-authors-title" data-testid="shop-authors">
      <h2 id="shop-authors-title">{t("shop.authors.title")}</h2>
      {authors.length === 0 ? (
        <p className="muted">{t("shop.authors.empty")}</p>
      ) : (
        <ul className="shop-authors">
          {authors.map((author) => (
            <AuthorContribution key={author.id} author={author} balance={balance} newKey={newKey} />
          ))}
        </ul>
      )}
    </section>
  );
}
