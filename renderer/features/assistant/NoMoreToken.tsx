import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ASSISTANT_AUTHOR_ID, ASSISTANT_UPSELL_MONTHS } from "../../../engine/assistant/assistantTokens";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { AuthorSubscriptionPicker, BUY_REWARDS_PATH } from "../authors";
import { authorPriceQuery } from "../authors";

export interface NoMoreTokenProps {
  /** Called after the assistant author subscription was bought. */
  onSubscribed(): void;
}

/**
 * What NO_MORE_TOKEN shows (docs/features/assistant.md): the assistant's message that no token is left, the
 * way to buy tokens in the rewards shop, and the assistant author's 3-month subscription.
 */
export function NoMoreToken({ onSubscribed }: NoMoreTokenProps) {
  const t = useT();
  const api = useApi();
  const price = useQuery(authorPriceQuery(api, ASSISTANT_AUTHOR_ID));
  const [pickerOpen, setPickerOpen] = useState(false);
  const threeMonths = price.data?.prices.find((p) => p.months === ASSISTANT_UPSELL_MONTHS);
  return (
    <div className="assistant-no-token" data-testid="assistant-no-token">
      <p className="bubble bubble--theirs" role="status">
        {t("assistant.noMoreToken")}
      </p>
      <a href={BUY_REWARDS_PATH} className="btn btn--primary btn--block" data-testid="assistant-buy-tokens">
        {t("assistant.buyTokens")}
      </a>
      <section className="tile assistant-upsell" aria-labelledby="assistant-upsell-title">
        <h2 className="tile__title" id="assistant-upsell-title">
          {t("assistant.upsell.title")}
        </h2>
        <p>
          {threeMonths
            ? t("assistant.upsell.body", { months: ASSISTANT_UPSELL_MONTHS, price: threeMonths.price })
            : t("assistant.upsell.bodyPlain")}
        </p>
        <button type="button" className="btn btn--ghost btn--block" onClick={() => setPickerOpen(true)}>
          {t("assistant.upsell.open")}
        </button>
      </section>
      {pickerOpen && (
        <AuthorSubscriptionPicker
          autorId={ASSISTANT_AUTHOR_ID}
          onClose={() => setPickerOpen(false)}
          onSubscribed={onSubscribed}
        />
      )}
    </div>
  );
}
