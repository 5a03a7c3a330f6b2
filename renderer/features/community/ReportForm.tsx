import { REPORT_REASON_MAX_LENGTH } from "../../../engine/community";
import { useT } from "../../app/i18n/useT";
import { useReport } from "./queries";
import { TextForm } from "./TextForm";

export interface ReportFormProps {
  eventId: string;
  /** Closes the form without reporting. */
  onCancel: () => void;
}

/**
 * Reporting an event to the moderators (docs/features/moderation.md), with an optional reason; once
 * sent, a thank-you takes the form's place.
 */
export function ReportForm({ eventId, onCancel }: ReportFormProps) {
  const t = useT();
  const report = useReport(eventId);
  if (report.isSuccess) {
    return (
      <p className="notice" role="status" data-testid="event-reported">
        {t("community.report.sent")}
      </p>
    );
  }
  return (
    <div data-testid="report-form">
      <TextForm
        label={t("community.report.label")}
        submitLabel={t("community.report.send")}
        maxLength={REPORT_REASON_MAX_LENGTH}
        rows={2}
        optional
        pending={report.isPending}
        error={report.isError ? report.error : undefined}
        onSubmit={(reason) => report.mutate(reason)}
      >
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t("community.report.cancel")}
        </button>
      </TextForm>
    </div>
  );
}
