import { useRef } from "react";
import type { AwardClaim } from "../../../../card-schemas";
import { useIntl, useT } from "../../../app/i18n/useT";
import { useFocusTrap } from "../../../ui/useFocusTrap";
import { Picture } from "../../../ui/Picture";

/** What claiming an award won (docs/features/rewards.md): its rewards, its picture, its social title. */
export function AwardClaimDialog({ claim, onClose }: { claim: AwardClaim; onClose: () => void }) {
  const t = useT();
  const intl = useIntl();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialog, { initialFocus: close, returnFocus: true });
  const { userAward, userElement } = claim;

  return (
    <div className="award-dialog__backdrop">
      <div
        ref={dialog}
        className="award-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="award-dialog-title"
        data-testid="award-dialog"
        onKeyDown={(event) => event.key === "Escape" && onClose()}
      >
        <h2 id="award-dialog-title">{t("awards.dialog.title")}</h2>
        {userElement && (
          <Picture className="award-dialog__image" src={userElement.image} alt="" shape="square" />
        )}
        <ul className="award-dialog__wins">
          {userAward.rewards > 0 && (
            <li>{t("awards.dialog.rewards", { amount: intl.formatNumber(userAward.rewards) })}</li>
          )}
          {userElement && <li>{t("awards.dialog.element")}</li>}
          {userAward.socialTitle && (
            <li>{t("awards.dialog.title.earned", { title: userAward.socialTitle })}</li>
          )}
        </ul>
        {userAward.socialTitle && <p className="muted">{t("awards.dialog.titleHint")}</p>}
        <button ref={close} type="button" className="btn btn--primary btn--block" onClick={onClose}>
          {t("awards.dialog.close")}
        </button>
      </div>
    </div>
  );
}
