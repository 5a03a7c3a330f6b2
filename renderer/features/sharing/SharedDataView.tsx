import type { ReactNode } from "react";
import type { SharedData } from "../../../card-schemas";
import { useIntl, useT } from "../../app/i18n/useT";
import { SharedSeriesChart } from "./SharedSeriesChart";
import { SHARE_KINDS } from "./shareKinds";
import "./sharing.css";

/**
 * What a connection shares, read-only: whose data it is, then one chart per kind the patient
 * switched on; `actions` (the downloads) sit under the period.
 */
export function SharedDataView({ data, actions }: { data: SharedData; actions?: ReactNode }) {
  const t = useT();
  const intl = useIntl();
  const day = (value: string) =>
    intl.formatDate(`${value}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <div className="sharing-view" data-testid="shared-data">
      <h2 className="sharing-view__patient" data-testid="shared-patient">
        {t("sharing.external.patient", { name: data.patient })}
      </h2>
      <p className="sharing-view__intro">
        <strong>{t("sharing.external.sharedWith", { name: data.name })}</strong>
        <br />
        {t("sharing.external.period", { from: day(data.from), to: day(data.to) })}
      </p>
      {actions}
      {SHARE_KINDS.map((kind) => {
        const series = data[kind];
        return series && <SharedSeriesChart key={kind} kind={kind} series={series} period={data} />;
      })}
    </div>
  );
}
