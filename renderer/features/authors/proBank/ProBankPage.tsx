import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProLedgerEntry, ProPayout } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { isApiError } from "../../../app/api/client";
import { useIntl } from "../../../app/i18n/useT";
import { PageSpinner } from "../../../app/shell/PageSpinner";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useDocumentTitle } from "../../../ui/useDocumentTitle";
import type { ProMessageId } from "../../../app/pro/i18n/proLocales";
import { useProT } from "../../../app/pro/i18n/useProT";
import { useProId } from "../../../app/pro/proRoute";
import { proBankQuery } from "../proProfile/queries";
import { callKey } from "../../../app/api/callKey";

/** The movements the ledger gives an author, in words; any other shows its code. */
const REASONS: Record<string, ProMessageId> = {
  AUTHOR_SUBSCRIPTION_EARNING: "pro.bank.reason.subscription",
  AUTHOR_CONTRIBUTION_EARNING: "pro.bank.reason.contribution",
  AUTHOR_ITEM_EARNING: "pro.bank.reason.shopItem",
  PAYOUT: "pro.bank.reason.payout",
};

function EntryRow({ entry }: { entry: ProLedgerEntry }) {
  const t = useProT();
  const intl = useIntl();
  const reason = REASONS[entry.reason];
  return (
    <tr>
      <td>{intl.formatDate(entry.createdAt, { dateStyle: "medium", timeStyle: "short" })}</td>
      <td>{reason ? t(reason) : entry.reason}</td>
      <td>{intl.formatNumber(entry.delta, { signDisplay: "always" })}</td>
      <td>{intl.formatNumber(entry.balanceAfter)}</td>
    </tr>
  );
}

/** What the author is told of a payout: the local sandbox records it and moves no money. */
function PayoutNote({ payout }: { payout: ProPayout }) {
  const t = useProT();
  return (
    <p role="status">
      {t("pro.bank.paid", { count: payout.amount })} {t(`pro.bank.provider.${payout.provider}`)}
    </p>
  );
}

function Transfer({ proId }: { proId: string }) {
  const t = useProT();
  const api = useApi();
  const queryClient = useQueryClient();
  const transfer = useMutation({
    // The key travels with the attempt: a retry of the same attempt is paid once.
    mutationFn: (key: string) =>
      api.call("PUT /api/pro/:proId/transfer", { params: { proId }, body: { key } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: callKey("GET /api/pro/:proId/bank", { params: { proId } }) }),
  });
  const nothing = isApiError(transfer.error) && transfer.error.code === "NOTHING_TO_TRANSFER";
  return (
    <section className="pro-section" aria-labelledby="pro-transfer">
      <h2 id="pro-transfer" className="pro-section__title">
        {t("pro.bank.transferTitle")}
      </h2>
      <p className="muted">{t("pro.bank.sandbox")}</p>
      <button
        type="button"
        className="btn btn--primary"
        disabled={transfer.isPending}
        onClick={() => transfer.mutate(crypto.randomUUID())}
      >
        {t("pro.bank.transfer")}
      </button>
      {transfer.data && <PayoutNote payout={transfer.data} />}
      {nothing ? (
        <p role="status">{t("pro.bank.nothing")}</p>
      ) : (
        transfer.error && <ErrorAlert error={transfer.error} />
      )}
    </section>
  );
}

/** The author's earnings: the balance, its last movements and the transfer to the author's account. */
export function ProBankPage() {
  const t = useProT();
  const api = useApi();
  const proId = useProId();
  const bank = useQuery(proBankQuery(api, proId));
  useDocumentTitle(t("pro.bank.title"));
  return (
    <main id="main" className="page pro-page">
      <h1 className="page__title">{t("pro.bank.title")}</h1>
      {bank.isPending ? (
        <PageSpinner />
      ) : bank.error ? (
        <ErrorAlert error={bank.error} />
      ) : (
        <>
          <p className="pro-bank__balance">{t("pro.bank.balance", { count: bank.data.balance })}</p>
          <p className="muted">{t("pro.bank.allTime", { count: bank.data.allTimeAmount })}</p>
          {bank.data.entries.length === 0 ? (
            <p className="muted">{t("pro.bank.empty")}</p>
          ) : (
            <table className="pro-bank__entries">
              <caption>{t("pro.bank.entries")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("pro.bank.date")}</th>
                  <th scope="col">{t("pro.bank.reason")}</th>
                  <th scope="col">{t("pro.bank.delta")}</th>
                  <th scope="col">{t("pro.bank.balanceAfter")}</th>
                </tr>
              </thead>
              <tbody>
                {/* The contract gives them newest first. */}
                {bank.data.entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      <Transfer proId={proId} />
    </main>
  );
}
