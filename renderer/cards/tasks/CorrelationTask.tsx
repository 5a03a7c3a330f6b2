import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { CorrelationTaskParams } from "../../../card-schemas";
import { useApi } from "../../api/ApiContext";
import { MIN_PAIRED_DAYS } from "../../../engine/correlation";
import { CorrelationBar } from "../../correlations/CorrelationBar";
import { CorrelationBasis, NoAssociationFound, NotEnoughDays } from "../../correlations/CorrelationBasis";
import { correlationsQuery } from "../../correlations/queries";
import { AllTexts } from "../../i18n/AllTexts";
import { useIntl, useT } from "../../i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { DoneButton } from "../DoneButton";
import type { TaskProps } from "../types";
import "../../correlations/correlations.css";

/** Where the patient records the daily values and symptoms a correlation needs. */
export const JOURNAL_PATH = "/app/patient/journal";

/**
 * CORRELATION: one correlation between a symptom and a daily value (seed 003), with its lag, its N and
 * its window, and a help text that toggles. When no pair had MIN_PAIRED_DAYS days with both, it says
 * there is not enough data and links to the journal; when pairs were tested and none passed, it says
 * no association was found. The N, window and no-association texts are of a later catalog area.
 */
export function CorrelationTask({ params, complete, submitted }: TaskProps<CorrelationTaskParams>) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const [helpOpen, setHelpOpen] = useState(false);
  const list = useQuery(correlationsQuery(api, { symptom: params.symptom, dataValue: params.dataValue }));
  const shown = list.data?.items[0];

  return (
    <div className="task task--correlation">
      {params.body && <p className="task__body">{params.body}</p>}
      {list.isPending && <p role="status">{t("task.correlation.loading")}</p>}
      {list.error && <ErrorAlert error={list.error} />}
      {list.data && !shown && list.data.tested === 0 && (
        <div data-testid="correlation-empty">
          <p className="task__body">{t("task.correlation.notEnoughData")}</p>
          <AllTexts wait>
            <NotEnoughDays answer={list.data} />
          </AllTexts>
          <a href={JOURNAL_PATH} className="btn btn--ghost btn--block">
            {t("task.correlation.goToJournal")}
          </a>
        </div>
      )}
      {list.data && !shown && list.data.tested > 0 && (
        <AllTexts wait>
          <NoAssociationFound answer={list.data} />
        </AllTexts>
      )}
      {shown && (
        <section aria-label={t("task.correlation.title")} data-testid="correlation">
          <p className="task__body">
            {t("task.correlation.pair", { symptom: shown.symptomName, dataValue: shown.dataValueName })}
          </p>
          <AllTexts wait>
            <CorrelationBasis correlation={shown} />
          </AllTexts>
          <CorrelationBar correlation={shown.correlation} />
          <p className="correlation__figures">
            <span>
              {t("task.correlation.value", {
                value: intl.formatNumber(shown.correlation, {
                  maximumFractionDigits: 2,
                  signDisplay: "exceptZero",
                }),
              })}
            </span>
            <span>
              {t("task.correlation.confidence", {
                percent: intl.formatNumber(shown.confidenceScore, {
                  style: "percent",
                  maximumFractionDigits: 0,
                }),
              })}
            </span>
          </p>
          <p className="task__caption">
            {shown.correlation > 0 ? t("task.correlation.together") : t("task.correlation.opposite")}
          </p>
        </section>
      )}
      <button
        type="button"
        className="btn btn--ghost"
        aria-expanded={helpOpen}
        onClick={() => setHelpOpen((open) => !open)}
      >
        {helpOpen ? t("task.correlation.hideHelp") : t("task.correlation.showHelp")}
      </button>
      {helpOpen && (
        <p className="correlation__help" data-testid="correlation-help">
          {t("task.correlation.help", { min: MIN_PAIRED_DAYS })}
        </p>
      )}
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
