import { useRef, useState, type FormEvent } from "react";
import type { ShopAuthor } from "../../../card-schemas";
import { useErrorMessage } from "../../app/errors/useErrorMessage";
import { useT } from "../../app/i18n/useT";
import { useContribute } from "./queries";
import { Picture } from "../../ui/Picture";
import { contributionAllowed } from "../../../engine/authors";

/**
 * A contribution to one author (docs/features/rewards.md): an amount in rewards capped at the balance, the
 * button disabled at 0; one key per typed amount, so a retry after a lost answer gives nothing more.
 */
export function AuthorContribution({
  author,
  balance,
  newKey,
}: {
  author: ShopAuthor;
  balance: number;
  newKey: () => string;
}) {
  const t = useT();
  const describe = useErrorMessage();
  const contribute = useContribute();
  const [amount, setAmount] = useState("");
  // One key per typed contribution: a retry after a lost answer gives nothing more.
  const key = useRef<string | null>(null);
  const value = Number(amount);
  const valid = contributionAllowed(value, balance);
  const inputId = `contribute-${author.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    key.current ??= newKey();
    contribute.mutate(
      { autorId: author.id, amount: value, key: key.current },
      {
        onSuccess: () => {
          setAmount("");
          key.current = null;
        },
      },
    );
  }

  return (
    <li className="shop-author" data-testid={`author-${author.id}`}>
      {author.avatarLink && (
        <Picture src={author.avatarLink} alt="" className="shop-author__avatar" shape="square" />
      )}
      <form onSubmit={submit} className="shop-author__form">
        <label htmlFor={inputId} className="shop-author__name">
          {t("shop.authors.amountLabel", { name: author.name })}
        </label>
        <input
          id={inputId}
          className="field__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={balance}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            key.current = null;
          }}
        />
        <button type="submit" className="btn" disabled={!valid || contribute.isPending}>
          {t("shop.authors.give")}
        </button>
      </form>
      {contribute.isSuccess && (
        <p role="status" className="shop-promo__success">
          {t("shop.authors.thanks", { count: contribute.data.amount, name: author.name })}
        </p>
      )}
      {contribute.isError && (
        <p role="alert" className="shop-promo__error">
          {describe(contribute.error).text}
        </p>
      )}
    </li>
  );
}
