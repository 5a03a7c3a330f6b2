import type { CorrelationsAnswer, CorrelationView } from "../../../../card-schemas";
import { MIN_PAIRED_DAYS } from "../../../../engine/analysis/correlation";
import { useIntl, useT } from "../../../app/i18n/useT";

type Window = Pick<CorrelationsAnswer, "from" | "to">;
/** What the list's outcome texts need: its window and how many tests ran in it. */
type Outcome = Pick<CorrelationsAnswer, "from" | "to" | "tested">;

/** A window's days, as the patient reads dates. */
function useWindowDays({ from, to }: Window): { from: string; to: string } {
  const intl = useIntl();
  const format = (day: string) =>
    intl.formatDate(`${day}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });
  return { from: format(from), to: format(to) };
}

/** What a correlation rests on: its lag, its N (the paired days) and its window. */
export function CorrelationBasis({ correlation }: { correlation: CorrelationView }) {
  const t = useT();
  const window = useWindowDays(correlation);
  return (
    <p className="correlation__basis" data-testid="correlation-basis">
      <span>{t(`correlations.lag.${correlation.lag}`)}</span>
      <span>{t("correlations.basis", { count: correlation.pairedDays, ...window })}</span>
    </p>
  );
}

/** Pairs were tested over the window and none stood out from chance. */
export function NoAssociationFound({ answer }: { answer: Outcome }) {
  const t = useT();
  const window = useWindowDays(answer);
  return (
    <div data-testid="correlation-none">
      <p className="task__body">{t("correlations.noAssociation")}</p>
      <p className="correlation__basis">
        {t("correlations.noAssociationDetail", { tested: answer.tested, ...window })}
      </p>
    </div>
  );
}

/** No pair had enough days with both values in the window to be tested. */
export function NotEnoughDays({ answer }: { answer: Window }) {
  const t = useT();
  const window = useWindowDays(answer);
  return (
    <p className="correlation__basis" data-testid="correlation-window">
      {t("correlations.minimumDays", { count: MIN_PAIRED_DAYS, ...window })}
    </p>
  );
}
