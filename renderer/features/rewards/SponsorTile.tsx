import { useState } from "react";
import { REFERRAL_SPONSOR_REWARD } from "../../../engine/rewards";
import { useT } from "../../app/i18n/useT";

/** The sign-up page with the code filled in, as the share sheet sends it. */
export function sponsorLink(origin: string, sponsorCode: string): string {
  return `${origin}/app/guest/auth?${new URLSearchParams({ sponsorCode }).toString()}`;
}

/**
 * The sponsor tile (docs/features/rewards.md): the patient shares their referral code, which
 * sign-up takes, through the Web Share API (with a link to sign-up with the code filled in) when
 * the browser has it, otherwise by copying it.
 */
export function SponsorTile({ sponsorCode }: { sponsorCode: string }) {
  const t = useT();
  const [done, setDone] = useState<"shared" | "copied" | "failed" | null>(null);

  async function share() {
    const text = t("shop.sponsor.shareText", { code: sponsorCode });
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({
          title: t("shop.sponsor.title"),
          text,
          url: sponsorLink(window.location.origin, sponsorCode),
        });
        setDone("shared");
      } else {
        await navigator.clipboard.writeText(sponsorCode);
        setDone("copied");
      }
    } catch (err) {
      // Closing the share sheet is no failure.
      if ((err as Error).name === "AbortError") return;
      setDone("failed");
    }
  }

  return (
    <section className="tile shop-promo" aria-labelledby="sponsor-title" data-testid="sponsor">
      <h3 id="sponsor-title">{t("shop.sponsor.title")}</h3>
      <p>{t("shop.sponsor.body", { amount: REFERRAL_SPONSOR_REWARD })}</p>
      <p className="shop-promo__code" data-testid="sponsor-code">
        {sponsorCode}
      </p>
      <button type="button" className="btn btn--block" onClick={() => void share()}>
        {t("shop.sponsor.share")}
      </button>
      {done && (
        <p role="status" className={done === "failed" ? "shop-promo__error" : "shop-promo__success"}>
          {t(`shop.sponsor.${done}`)}
        </p>
      )}
    </section>
  );
}
