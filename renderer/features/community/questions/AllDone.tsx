import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useClaimDailyReward } from "./queries";

/** The "all done" screen (docs/features/community.md) with its reward, paid once whatever the retries. */
export function AllDone({ reward, rewardPaid }: { reward: number; rewardPaid: boolean }) {
  const t = useT();
  const claim = useClaimDailyReward();
  const paid = rewardPaid || claim.isSuccess;
  return (
    <section className="all-done" data-testid="all-done" aria-labelledby="all-done-title">
      <h2 className="all-done__title" id="all-done-title">
        {t("communityQuestions.allDone.title")}
      </h2>
      <p>{t("communityQuestions.allDone.body")}</p>
      {paid ? (
        <p className="notice" role="status" data-testid="all-done-paid">
          {t("communityQuestions.allDone.paid", { reward })}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn--primary btn--block"
          data-testid="all-done-claim"
          disabled={claim.isPending}
          onClick={() => claim.mutate()}
        >
          {t("communityQuestions.allDone.claim", { reward })}
        </button>
      )}
      {claim.isError && <ErrorAlert error={claim.error} />}
    </section>
  );
}
