import { useState } from "react";
import type { ProPatientSeries, ProSeriesKind } from "../../../../card-schemas";
import { PRO_SERIES_KINDS } from "../../../../engine/authors/authorInvitations";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useProT } from "../../../app/pro/i18n/useProT";
import { SeriesChart } from "./SeriesChart";

export interface SeriesHistoryProps {
  /** The kind last shown, over its 90 days. */
  result: ProPatientSeries | undefined;
  pending: boolean;
  error: unknown;
  onShow(kind: ProSeriesKind): void;
}

/** One kind of the patient's data over 90 days (GET …/data/{x}), read when the pro asks (audited). */
export function SeriesHistory({ result, pending, error, onShow }: SeriesHistoryProps) {
  const t = useProT();
  const [kind, setKind] = useState<ProSeriesKind>("symptoms");
  return (
    <section className="pro-section" aria-labelledby="pro-history">
      <h2 id="pro-history" className="pro-section__title">
        {t("pro.patients.history.title")}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor="pro-history-kind">
          {t("pro.patients.history.kind")}
        </label>
        <select
          id="pro-history-kind"
          className="field__input"
          value={kind}
          onChange={(event) => setKind(event.target.value as ProSeriesKind)}
        >
          {PRO_SERIES_KINDS.map((one) => (
            <option key={one} value={one}>
              {t(`pro.patients.kind.${one}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn--ghost" disabled={pending} onClick={() => onShow(kind)}>
        {t("pro.patients.history.show")}
      </button>
      {result &&
        (result.series.length === 0 ? (
          <p className="muted">{t("pro.patients.none")}</p>
        ) : (
          <div className="pro-kind">
            {result.series.map((series) => (
              <SeriesChart key={series.key} series={series} />
            ))}
          </div>
        ))}
      {error !== null && error !== undefined && <ErrorAlert error={error} />}
    </section>
  );
}
