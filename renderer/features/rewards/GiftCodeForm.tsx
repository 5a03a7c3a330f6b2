import { useState, type FormEvent } from "react";
import { useErrorMessage } from "../../app/errors/useErrorMessage";
import { useT } from "../../app/i18n/useT";
import { useRedeemGiftCode } from "./queries";
import { GIFT_CODE_MAX_LENGTH } from "../../../engine/rewards/giftCode";

/**
 * The gift-code tile (docs/features/rewards.md): the code is lowercased and sent; success shows in
 * green with the rewards credited, a failure shows the error's text.
 */
export function GiftCodeForm() {
  const t = useT();
  const describe = useErrorMessage();
  const redeem = useRedeemGiftCode();
  const [code, setCode] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === "") return;
    redeem.mutate(code, { onSuccess: () => setCode("") });
  }

  return (
    <section className="tile shop-promo" aria-labelledby="gift-code-title" data-testid="gift-code">
      <h3 id="gift-code-title">{t("shop.giftCode.title")}</h3>
      <form onSubmit={submit} className="shop-promo__form">
        <label htmlFor="gift-code-input">{t("shop.giftCode.label")}</label>
        <input
          id="gift-code-input"
          className="field__input"
          value={code}
          maxLength={GIFT_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="btn btn--primary" disabled={redeem.isPending || code.trim() === ""}>
          {t("shop.giftCode.submit")}
        </button>
      </form>
      {redeem.isSuccess && (
        <p className="shop-promo__success" role="status" data-testid="gift-code-success">
          {t("shop.giftCode.success", { count: redeem.data.settings.amount })}
        </p>
      )}
      {redeem.isError && (
        <p className="shop-promo__error" role="alert" data-testid="gift-code-error">
          {t("shop.giftCode.error", { error: describe(redeem.error).text })}
        </p>
      )}
    </section>
  );
}
