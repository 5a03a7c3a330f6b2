import { useQuery } from "@tanstack/react-query";
import type { CorrelationTaskParams } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { MIN_PAIRED_DAYS } from "../../../../engine/analysis/correlation";
import { NoAssociationFound } from "../correlations/CorrelationBasis";
import { NotEnoughData } from "../correlations/NotEnoughData";
import { CorrelationItem } from "../correlations/CorrelationItem";
import { HelpToggle } from "../correlations/HelpToggle";
import { correlationsQuery } from "../correlations/queries";
import { AllTexts } from "../../../app/i18n/AllTexts";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import "../correlations/correlations.css";

/**
 * CORRELATION: one correlation between a symptom and a daily value (docs/features/analysis.md), with its lag, its N and
 * its window, and a help text that toggles. When no pair had MIN_PAIRED_DAYS days with both, it says
 * there is not enough data and links to the journal; when pairs were tested and none passed, it says
 * no association was found. The N, window and no-association texts are of a later catalog area.
 */
export function CorrelationTask({ params, complete, submitted }: TaskProps<CorrelationTaskParams>) {
  const t = useT();
  const api = useApi();
  const list = useQuery(correlationsQuery(api, { symptom: params.symptom, dataValue: params.dataValue }));
  const shown = list.data?.items[0];

  return (
    <div className="task task--correlation">
      {params.body && <p className="task__body">{params.body}</p>}
      {list.isPending && <p role="status">{t("task.correlation.loading")}</p>}
      {list.error && <ErrorAlert error={list.error} />}
      {list.data && !shown && list.data.tested === 0 && <NotEnoughData answer={list.data} />}
      {list.data && !shown && list.data.tested > 0 && (
        <AllTexts wait>
          <NoAssociationFound answer={list.data} />
        </AllTexts>
      )}
      {shown && (
        <section aria-label={t("task.correlation.title")} data-testid="correlation">
          <CorrelationItem correlation={shown} />
        </section>
      )}
      <HelpToggle
        showLabel={t("task.correlation.showHelp")}
        hideLabel={t("task.correlation.hideHelp")}
        testId="correlation-help"
      >
        <p>{t("task.correlation.help", { min: MIN_PAIRED_DAYS })}</p>
      </HelpToggle>
      <DoneButton
        disabled={submitted || list.isPending}
        onClick={() =>
          complete({
            done: true,
            data: shown
              ? { symptom: shown.symptom, dataValue: shown.dataValue, correlation: shown.correlation }
              : {},
          })
        }
      />
    </div>
  );
}
