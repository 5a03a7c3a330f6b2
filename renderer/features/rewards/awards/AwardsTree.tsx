import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AwardClaim, AwardView } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { useErrorMessage } from "../../../app/errors/useErrorMessage";
import { useIntl, useT } from "../../../app/i18n/useT";
import { useSnackbar } from "../../../ui/Snackbar";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { AwardClaimDialog } from "./AwardClaimDialog";
import { awardsQuery, useClaimAward } from "./queries";
import "./awards.css";
import { Picture } from "../../../ui/Picture";

function AwardItem({
  award,
  onClaim,
  claiming,
}: {
  award: AwardView;
  onClaim: () => void;
  claiming: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const goal = t(`awards.counter.${award.counter}`, { count: award.threshold });
  return (
    <li className={`award award--${award.status.toLowerCase()}`} data-testid={`award-${award.id}`}>
      <span className="award__badge" aria-hidden="true">
        {award.image ? <Picture src={award.image} alt="" shape="square" /> : "★"}
      </span>
      <span className="award__text">
        <span className="award__goal">{goal}</span>
        <span className="award__meta">
          {t("awards.rewards", { amount: intl.formatNumber(award.rewards) })}
          {award.socialTitle && ` · ${t("awards.socialTitle", { title: award.socialTitle })}`}
        </span>
        {award.status === "LOCKED" && (
          <span className="award__progress">
            <progress max={award.threshold} value={award.progress} aria-label={goal} />
            {t("awards.progress", {
              progress: intl.formatNumber(award.progress),
              threshold: intl.formatNumber(award.threshold),
            })}
          </span>
        )}
      </span>
      {award.status === "LOCKED" && <span className="award__status">{t("awards.status.locked")}</span>}
      {award.status === "CLAIMABLE" && (
        <button
          type="button"
          className="btn btn--primary"
          disabled={claiming}
          aria-label={t("awards.open.label", { goal })}
          onClick={onClaim}
        >
          {t("awards.open")}
        </button>
      )}
      {award.status === "CLAIMED" && <span className="award__status">{t("awards.status.claimed")}</span>}
    </li>
  );
}

const BRANCHES = ["KNOWLEDGE", "DISCIPLINE", "SHARE", "PROSPERITY"] as const;

/**
 * The awards tree (docs/features/rewards.md): four branches with their percent, each award locked
 * (with its progress), open to claim, or already claimed, then the final award. Claiming shows
 * what was won in a dialog; a failure shows in a snackbar.
 */
export function AwardsTree() {
  const t = useT();
  const api = useApi();
  const describe = useErrorMessage();
  const tree = useQuery(awardsQuery(api));
  const claim = useClaimAward();
  const { snackbar, show } = useSnackbar();
  const [won, setWon] = useState<AwardClaim | null>(null);

  if (tree.isPending) return <p role="status">{t("awards.loading")}</p>;
  if (tree.isError) return <ErrorAlert error={tree.error} />;
  const { branches, items } = tree.data;
  const open = (award: AwardView) =>
    claim.mutate(award.id, { onSuccess: setWon, onError: (error) => show(describe(error).text, "error") });
  const final = items.filter((item) => item.branch === "FINAL");

  return (
    <div className="awards">
      {BRANCHES.map((name) => {
        const branch = branches.find((b) => b.name === name);
        const titleId = `awards-branch-${name}`;
        return (
          <section
            key={name}
            className="awards-branch"
            aria-labelledby={titleId}
            data-testid={`branch-${name}`}
          >
            <h2 id={titleId} className="awards-branch__title">
              {t(`awards.branch.${name}`)}
              <span className="awards-branch__percent">{branch?.percent ?? 0} %</span>
            </h2>
            <progress
              className="awards-branch__bar"
              max={100}
              value={branch?.percent ?? 0}
              aria-label={t("awards.branch.percent", { branch: t(`awards.branch.${name}`) })}
            />
            <ul className="awards-branch__list">
              {items
                .filter((item) => item.branch === name)
                .map((award) => (
                  <AwardItem
                    key={award.id}
                    award={award}
                    claiming={claim.isPending}
                    onClaim={() => open(award)}
                  />
                ))}
            </ul>
          </section>
        );
      })}
      {final.length > 0 && (
        <section className="awards-branch awards-branch--final" aria-labelledby="awards-branch-FINAL">
          <h2 id="awards-branch-FINAL" className="awards-branch__title">
            {t("awards.branch.FINAL")}
          </h2>
          <p className="muted">{t("awards.final.hint")}</p>
          <ul className="awards-branch__list">
            {final.map((award) => (
              <AwardItem
                key={award.id}
                award={award}
                claiming={claim.isPending}
                onClaim={() => open(award)}
              />
            ))}
          </ul>
        </section>
      )}
      {snackbar}
      {won && <AwardClaimDialog claim={won} onClose={() => setWon(null)} />}
    </div>
  );
}
