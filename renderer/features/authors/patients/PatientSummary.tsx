import type { ProPatientSummary } from "../../../../card-schemas";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useProT } from "../../../app/pro/i18n/useProT";

export interface PatientSummaryProps {
  summary: ProPatientSummary | undefined;
  pending: boolean;
  error: unknown;
  onAsk(): void;
}

/** The assistant's summary of the patient's recent data, written when the pro asks (each is audited). */
export function PatientSummary({ summary, pending, error, onAsk }: PatientSummaryProps) {
  const t = useProT();
  return (
    <section className="pro-section" aria-labelledby="pro-summary">
      <h2 id="pro-summary" className="pro-section__title">
        {t("pro.patients.summary.title")}
      </h2>
      <button type="button" className="btn btn--ghost" disabled={pending} onClick={onAsk}>
        {pending ? t("pro.patients.summary.pending") : t("pro.patients.summary.ask")}
      </button>
      {summary && (
        <>
          {summary.builtIn && <p className="muted">{t("pro.patients.summary.builtIn")}</p>}
          <p className="pro-summary" data-testid="pro-summary-text">
            {summary.text}
          </p>
        </>
      )}
      {error !== null && error !== undefined && <ErrorAlert error={error} />}
    </section>
  );
}
