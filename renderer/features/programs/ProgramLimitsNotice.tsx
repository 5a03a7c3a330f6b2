import { Link } from "@tanstack/react-router";
import type { ProgramLimitsView } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import "./programs.css";

/**
 * Where the patient stands against their program limits (docs/features/programs.md): the counts, the upgrade
 * prompt once the follow-ups reach 5 plus 5 per paid link, and why the add buttons are gone.
 */
export function ProgramLimitsNotice({ limits }: { limits: ProgramLimitsView }) {
  const t = useT();
  return (
    <section
      className="tile program-limits"
      aria-labelledby="program-limits-title"
      data-testid="program-limits"
    >
      <h2 className="tile__label" id="program-limits-title">
        {t("programConditions.limitsTitle")}
      </h2>
      <p data-testid="program-counts">
        {t("programConditions.counts", {
          total: limits.total,
          totalLimit: limits.totalLimit,
          followUps: limits.followUps,
          followUpLimit: limits.followUpLimit,
        })}
      </p>
      {limits.addHidden && (
        <p className="notice" role="status" data-testid="add-hidden">
          {t("programConditions.addHidden")}
        </p>
      )}
      {limits.upgrade && (
        <div className="stack" data-testid="upgrade-prompt">
          <p>{t("programConditions.upgradePrompt")}</p>
          <Link to="/app/patient/premium" className="btn btn--primary btn--block">
            {t("programConditions.upgrade")}
          </Link>
        </div>
      )}
    </section>
  );
}
