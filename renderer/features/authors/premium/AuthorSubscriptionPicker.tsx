import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { AuthorFollowLink, AuthorLinkView, SubscriptionMonths } from "../../../../card-schemas";
import { canAfford } from "../../../../engine/authors/authorSubscriptionPrices";
import { useApi } from "../../../app/api/ApiContext";
import { useErrorMessage } from "../../../app/errors/useErrorMessage";
import { useT } from "../../../app/i18n/useT";
import { useSnackbar } from "../../../ui/Snackbar";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useFollowAuthor } from "../queries";
import { authorPriceQuery, useSubscribeToAuthor } from "./queries";
import "./premium.css";

/** Where rewards are bought when the balance falls short (docs/features/authors.md). */
export const BUY_REWARDS_PATH = "/app/patient/rewards";

export interface AuthorSubscriptionPickerProps {
  autorId: string;
  /**
   * `subscribe` (docs/features/authors.md) buys a link that runs at once; `follow` (docs/features/authors.md) pays the same
   * prices for a follow the author validates first, which the patient may cancel while it waits.
   */
  mode?: "subscribe" | "follow";
  onClose(): void;
  /** Called after a successful purchase, just before the picker closes. */
  onSubscribed(link: AuthorLinkView | AuthorFollowLink): void;
  /** A new purchase key (tests pass a fixed one). */
  newKey?: () => string;
}

/**
 * The full-screen author-subscription picker (docs/features/authors.md): 1, 3, 6 or 12 months paid in
 * rewards, each tile with its savings and highlighted when the balance covers it; otherwise the
 * not-enough hint and a buy-rewards link. Buying closes the picker on success; errors show as a toast.
 */
export function AuthorSubscriptionPicker({
  autorId,
  mode = "subscribe",
  onClose,
  onSubscribed,
  newKey = () => crypto.randomUUID(),
}: AuthorSubscriptionPickerProps) {
  const t = useT();
  const api = useApi();
  const describe = useErrorMessage();
  const price = useQuery(authorPriceQuery(api, autorId));
  const subscribe = useSubscribeToAuthor(autorId);
  const follow = useFollowAuthor(autorId);
  const pending = mode === "follow" ? follow.isPending : subscribe.isPending;
  const { snackbar, show } = useSnackbar();
  const [months, setMonths] = useState<SubscriptionMonths | null>(null);
  // One key per chosen purchase: a retry after a lost answer is the same purchase.
  const key = useRef<string | null>(null);

  const chosen = price.data?.prices.find((p) => p.months === months);
  const affordable =
    chosen !== undefined && price.data !== undefined && canAfford(price.data.balance, chosen.price);

  function choose(next: SubscriptionMonths) {
    setMonths(next);
    key.current = null;
  }

  function buy() {
    if (!chosen) return;
    key.current ??= newKey();
    const handlers = {
      onSuccess: (link: AuthorLinkView | AuthorFollowLink) => {
        onSubscribed(link);
        onClose();
      },
      onError: (error: unknown) => show(describe(error).text, "error"),
    };
    const body = { months: chosen.months, key: key.current };
    if (mode === "follow") follow.mutate(body, handlers);
    else subscribe.mutate(body, handlers);
  }

  return (
    <div className="premium-picker" role="dialog" aria-modal="true" aria-labelledby="premium-picker-title">
      <header className="premium-picker__header">
        <h2 id="premium-picker-title">
          {mode === "follow"
            ? t("authors.follow.title", { name: price.data?.name ?? "" })
            : price.data
              ? t("premium.picker.title", { author: price.data.name })
              : t("premium.picker.titlePlain")}
        </h2>
        <button type="button" className="btn btn--icon" aria-label={t("premium.close")} onClick={onClose}>
          ×
        </button>
      </header>
      {price.isPending && <p role="status">{t("premium.loading")}</p>}
      {price.error && <ErrorAlert error={price.error} />}
      {price.data && (
        <>
          <p className="premium-picker__balance">
            {t("premium.picker.balance", { count: price.data.balance })}
          </p>
          {mode === "follow" && <p className="premium-picker__current">{t("authors.follow.note")}</p>}
          {mode === "subscribe" && price.data.link?.valid && (
            <p className="premium-picker__current">
              {t("premium.picker.current", { end: price.data.link.end })}
            </p>
          )}
          <div className="premium-tiles" role="radiogroup" aria-label={t("premium.picker.duration")}>
            {price.data.prices.map((tile) => {
              const covered = canAfford(price.data.balance, tile.price);
              return (
                <button
                  key={tile.months}
                  type="button"
                  role="radio"
                  aria-checked={months === tile.months}
                  className={[
                    "premium-tile",
                    covered ? "premium-tile--affordable" : "",
                    months === tile.months ? "premium-tile--chosen" : "",
                  ].join(" ")}
                  data-testid={`premium-tile-${tile.months}`}
                  data-affordable={covered}
                  onClick={() => choose(tile.months)}
                >
                  <span className="premium-tile__months">
                    {t("premium.picker.months", { count: tile.months })}
                  </span>
                  <span className="premium-tile__price">
                    {t("premium.picker.price", { count: tile.price })}
                  </span>
                  {tile.savings > 0 && (
                    <span className="premium-tile__savings">
                      {t("premium.picker.savings", { count: tile.savings })}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
          {chosen && !affordable && (
            <div className="premium-picker__short" data-testid="premium-not-enough">
              <p>{t("premium.picker.notEnough", { count: chosen.price - price.data.balance })}</p>
              <a href={BUY_REWARDS_PATH} className="btn btn--ghost btn--block">
                {t("premium.picker.buyRewards")}
              </a>
            </div>
          )}
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={!affordable || pending}
            onClick={buy}
          >
            {!chosen
              ? t("premium.picker.choose")
              : mode === "follow"
                ? t("authors.follow.buy", { count: chosen.months })
                : t("premium.picker.buy", { count: chosen.months })}
          </button>
        </>
      )}
      {snackbar}
    </div>
  );
}
