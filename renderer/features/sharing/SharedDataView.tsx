import type { SharedData } from "../../../card-schemas";
import { useIntl, useT } from "../../app/i18n/useT";
import { SharedSeriesChart } from "./SharedSeriesChart";
import { SHARE_KINDS } from "./shareKinds";
import "./sharing.css";

/** What a connection shares, read-only: one chart per kind the patient switched on. */
export function SharedDataView({ data }: { data: SharedData }) {
  const t = useT();
  const intl = useIntl();
  const day = (value: string) =>
    intl.formatDate(`${value}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <div className="sharing-view" data-testid="shared-data">
      <p className="sharing-view__intro">
        <strong>{t("sharing.external.sharedWith", { name: data.name })}</strong>
        <br />
        {t("sharing.external.period", { from: day(data.from), to: day(data.to) })}
      </p>
      {SHARE_KINDS.map((kind) => {
        const series = data[kind];
        return series && <SharedSeriesChart key={kind} title={t(`sharing.kind.${kind}`)} series={series} />;
      })}
    </div>
  );
}
