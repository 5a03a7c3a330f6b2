import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { LostStreakCard as LostStreakCardData } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { isApiError } from "../../../app/api/client";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import type { CardProps } from "../../../cards/types";
import { NoticeFrame } from "./NoticeFrame";
import { useCompleteOnce } from "./useCompleteOnce";
import { callKey } from "../../../app/api/callKey";

const heldKey = callKey("GET /api/patient/powers/:power", { params: { power: "LOST_SERIE" } });

/**
 * LOST_SERIE: yesterday's streak is lost; the card offers the LOST_SERIE power, which restores it:
 * one the patient holds (bought in the shop, POST /api/patient/powers/LOST_SERIE/use), else one
 * bought now through the ledger (…/buy). Without enough rewards it says so and links to the
 * rewards page; "Let it go" dismisses the card.
 */
export function LostStreakCard({ card, complete }: CardProps) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const { completeOnce, submitted } = useCompleteOnce(complete);
  const { streakDays = 0, powerPrice = 0, rewards } = card as Partial<LostStreakCardData>;
  // The streak saver's one name, which the shop shows too (renderer/features/rewards/useShopItemName.ts).
  const power = t("power.LOST_SERIE.name");
  const held = useQuery({
    queryKey: heldKey,
    queryFn: () => api.call("GET /api/patient/powers/:power", { params: { power: "LOST_SERIE" } }),
  }).data?.held;
  const buy = useMutation<{ power: string; restoredDay: string }>({
    mutationFn: () =>
      held
        ? api.call("POST /api/patient/powers/:power/use", { params: { power: "LOST_SERIE" } })
        : api.call("POST /api/patient/powers/:power/buy", { params: { power: "LOST_SERIE" } }),
    onSuccess: (value) => {
      void queryClient.invalidateQueries({ queryKey: held ? heldKey : callKey("GET /api/patient/bank") });
      completeOnce({ done: true, data: { power: value.power, restoredDay: value.restoredDay } });
    },
  });
  // Two fast clicks land before the re-render that disables the button: pay once.
  const buying = useRef(false);
  const buyOnce = () => {
    if (buying.current) return;
    buying.current = true;
    buy.mutate(undefined, { onError: () => (buying.current = false) });
  };
  const notEnough = isApiError(buy.error) && buy.error.code === "NOT_ENOUGH_REWARDS";

  return (
    <NoticeFrame id={card.id} kind="LOST_SERIE" title={t("notice.lostSerie.title")} rewards={rewards}>
      <p className="card__description">{t("notice.lostSerie.body", { count: streakDays })}</p>
      <p>{t("notice.lostSerie.offer", { count: powerPrice, power })}</p>
      {buy.isSuccess && (
        <p className="notice__status" role="status">
          {t("notice.lostSerie.restored")}
        </p>
      )}
      {notEnough ? (
        <div className="alert" role="alert" data-testid="lost-serie-not-enough">
          <p>{t("notice.lostSerie.notEnough")}</p>
          <a href="/app/patient/rewards">{t("notice.lostSerie.buyRewards")}</a>
        </div>
      ) : (
        buy.isError && <ErrorAlert error={buy.error} />
      )}
      <div className="notice__actions">
        <button
          type="button"
          className="btn btn--primary btn--block"
          data-primary-action=""
          data-testid={held ? "lost-serie-use" : "lost-serie-buy"}
          disabled={submitted || buy.isPending || notEnough}
          onClick={buyOnce}
        >
          {held
            ? t("notice.lostSerie.use", { count: held, power })
            : t("notice.lostSerie.buy", { count: powerPrice })}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--block"
          data-testid="lost-serie-skip"
          disabled={submitted || buy.isPending}
          onClick={() => completeOnce({ done: false })}
        >
          {t("notice.lostSerie.skip")}
        </button>
      </div>
    </NoticeFrame>
  );
}
