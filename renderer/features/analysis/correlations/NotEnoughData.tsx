import { Link } from "@tanstack/react-router";
import type { CorrelationsAnswer } from "../../../../card-schemas";
import { AllTexts } from "../../../app/i18n/AllTexts";
import { useT } from "../../../app/i18n/useT";
import { NotEnoughDays } from "./CorrelationBasis";

/** docs/features/analysis.md: where "not enough data" (a correlation's, a chart's) sends the patient to record more. */
export const JOURNAL_PATH = "/app/patient/journal" as const;

/** No pair could be tested yet: how many days a test needs, and the journal to record them in. */
export function NotEnoughData({ answer }: { answer: Pick<CorrelationsAnswer, "from" | "to"> }) {
  const t = useT();
  return (
    <div data-testid="correlation-empty">
      <p className="task__body">{t("task.correlation.notEnoughData")}</p>
      <AllTexts wait>
        <NotEnoughDays answer={answer} />
      </AllTexts>
      <Link to={JOURNAL_PATH} className="btn btn--ghost btn--block">
        {t("task.correlation.goToJournal")}
      </Link>
    </div>
  );
}
