import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { PurchaseHistory } from "./PurchaseHistory";
import { inventoryQuery } from "./queries";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import "./rewards.css";

/** /app/patient/rewards/historique: what the patient bought, newest first. */
export function RewardsHistoryPage() {
  const t = useT();
  useDocumentTitle(t("shop.history.title"), t("shop.history.description"));
  const api = useApi();
  const inventory = useQuery(inventoryQuery(api));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("shop.history.title")}</h1>
        <Link to="/app/patient/rewards" className="btn btn--ghost">
          {t("shop.history.back")}
        </Link>
        {inventory.isPending && <p className="skeleton skeleton--row" aria-busy="true" />}
        {inventory.isError && <ErrorAlert error={inventory.error} />}
        {inventory.isSuccess && <PurchaseHistory items={inventory.data.items} />}
      </main>
    </>
  );
}
