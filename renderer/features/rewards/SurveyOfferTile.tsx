import { useState } from "react";
import type { ShopSurveyOffer } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import { FullscreenPanel } from "../../ui/FullscreenPanel";

/** The survey page's height, as the CPX card embeds it. */
const FRAME_HEIGHT = 560;

/**
 * A survey offer (docs/features/rewards.md): the provider's page, with the patient's id and our app id, opened
 * full screen on demand, so the shop loads no third-party page until the patient asks for it.
 */
export function SurveyOfferTile({ offer }: { offer: ShopSurveyOffer }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <section
      className="tile shop-promo"
      aria-labelledby={`survey-${offer.id}`}
      data-testid={`survey-${offer.id}`}
    >
      <h3 id={`survey-${offer.id}`}>{offer.name}</h3>
      <p>{t("shop.survey.body")}</p>
      <button type="button" className="btn btn--block" onClick={() => setOpen(true)}>
        {t("shop.survey.open")}
      </button>
      {open && (
        <FullscreenPanel title={offer.name} closeLabel={t("shop.close")} onClose={() => setOpen(false)}>
          <iframe
            src={offer.url}
            title={t("shop.survey.frameTitle", { name: offer.name })}
            height={FRAME_HEIGHT}
            style={{ display: "block", width: "100%", border: 0 }}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="no-referrer"
          />
        </FullscreenPanel>
      )}
    </section>
  );
}
