import { useState } from "react";
import { useSearch } from "@tanstack/react-router";
import { useT } from "../../../app/i18n/useT";
import { AuthorSubscriptionPicker } from "./AuthorSubscriptionPicker";
import { PremiumOffer } from "./PremiumOffer";
import { SandboxPremiumCheckout } from "./SandboxPremiumCheckout";
import { useSnackbar } from "../../../ui/Snackbar";
import { AppHeader } from "../../../app/shell/AppHeader";
import { useDocumentTitle } from "../../../ui/useDocumentTitle";

export interface PremiumSearch {
  /** An author to subscribe to: opens the author-subscription picker. */
  autor?: string;
  /** Set by the sandbox checkout link: the premium purchase to confirm on the sandbox checkout page. */
  sandboxCheckout?: string;
  plan?: string;
  amount?: string;
}

/** /app/patient/premium: the premium offer, an author's subscription picker, the sandbox checkout. */
export function PremiumPage() {
  const t = useT();
  useDocumentTitle(t("premium.pageTitle"), t("premium.description"));
  const search = useSearch({ strict: false }) as PremiumSearch;
  const [pickerOpen, setPickerOpen] = useState(search.autor !== undefined);
  const { snackbar, show } = useSnackbar();

  if (search.sandboxCheckout) {
    return (
      <>
        <AppHeader />
        <main id="main" className="page">
          <h1 className="page__title">{t("premium.pageTitle")}</h1>
          <SandboxPremiumCheckout
            purchaseId={search.sandboxCheckout}
            plan={search.plan ?? "monthly"}
            amount={Number(search.amount ?? 0)}
          />
        </main>
      </>
    );
  }
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("premium.pageTitle")}</h1>
        <PremiumOffer />
        {search.autor && (
          <button type="button" className="btn btn--ghost btn--block" onClick={() => setPickerOpen(true)}>
            {t("premium.picker.open")}
          </button>
        )}
        {search.autor && pickerOpen && (
          <AuthorSubscriptionPicker
            autorId={search.autor}
            onClose={() => setPickerOpen(false)}
            onSubscribed={() => show(t("premium.subscribeSuccess"), "success")}
          />
        )}
        {snackbar}
      </main>
    </>
  );
}
