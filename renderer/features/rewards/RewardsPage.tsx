import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { RewardsShop } from "./RewardsShop";
import { SandboxRewardsCheckout } from "./SandboxRewardsCheckout";
import { shopQuery } from "./queries";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import { NeedsNetwork } from "../../app/offline/NeedsNetwork";

export interface RewardsSearch {
  /** Set by the sandbox checkout link of rewards bought with money: the purchase to confirm. */
  sandboxCheckout?: string;
  amount?: string;
}

/** /app/patient/rewards: the rewards shop (docs/features/rewards.md), or the sandbox checkout of rewards bought with money. */
export function RewardsPage() {
  const t = useT();
  useDocumentTitle(t("shop.pageTitle"), t("shop.description"));
  const api = useApi();
  const search = useSearch({ strict: false }) as RewardsSearch;
  const shop = useQuery({ ...shopQuery(api), enabled: !search.sandboxCheckout });

  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("shop.pageTitle")}</h1>
        <NeedsNetwork />
        {search.sandboxCheckout ? (
          <SandboxRewardsCheckout purchaseId={search.sandboxCheckout} amount={Number(search.amount ?? 0)} />
        ) : (
          <>
            <Link
              to="/app/patient/rewards/historique"
              className="btn btn--ghost"
              data-testid="shop-history-link"
            >
              {t("shop.history.link")}
            </Link>
            {shop.isPending && <p className="skeleton skeleton--row" aria-busy="true" />}
            {shop.isError && <ErrorAlert error={shop.error} />}
            {shop.isSuccess && (
              <RewardsShop shop={shop.data} onRedirect={(url) => window.location.assign(url)} />
            )}
          </>
        )}
      </main>
    </>
  );
}
