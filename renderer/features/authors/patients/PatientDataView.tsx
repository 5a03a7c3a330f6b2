import { Picture } from "../../../ui/Picture";
import type { ProPatientData, ProSeries } from "../../../../card-schemas";
import { useIntl } from "../../../app/i18n/useT";
import type { ProMessageId } from "../../../app/pro/i18n/proLocales";
import { useProT } from "../../../app/pro/i18n/useProT";
import { SeriesChart } from "./SeriesChart";

const KINDS = [
  ["symptoms", "pro.patients.kind.symptoms"],
  ["intakes", "pro.patients.kind.intakes"],
  ["dailyValues", "pro.patients.kind.dailyValues"],
  ["questionnaires", "pro.patients.kind.questionnaires"],
] as const satisfies readonly [keyof ProPatientData, ProMessageId][];

export interface PatientDataViewProps {
  data: ProPatientData;
  /** The address of a private picture (served through the audited pro route). */
  pictureUrl(id: string): string;
}

/** A linked patient's last 30 days: a chart per series of each kind, goals in progress, pictures. */
export function PatientDataView({ data, pictureUrl }: PatientDataViewProps) {
  const t = useProT();
  const intl = useIntl();
  const day = (value: string) =>
    intl.formatDate(`${value}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <>
      <p className="muted">{t("pro.patients.window", { from: day(data.from), to: day(data.to) })}</p>
      {KINDS.map(([kind, title]) => {
        const series = data[kind] as ProSeries[];
        return (
          <section key={kind} aria-labelledby={`pro-kind-${kind}`} className="pro-kind">
            <h2 id={`pro-kind-${kind}`} className="pro-section__title">
              {t(title)}
            </h2>
            {series.length === 0 ? (
              <p className="muted">{t("pro.patients.none")}</p>
            ) : (
              series.map((one) => <SeriesChart key={one.key} series={one} />)
            )}
          </section>
        );
      })}
      <section aria-labelledby="pro-goals" className="pro-section">
        <h2 id="pro-goals" className="pro-section__title">
          {t("pro.patients.goals")}
        </h2>
        {data.goals.length === 0 ? (
          <p className="muted">{t("pro.patients.none")}</p>
        ) : (
          <ul>
            {data.goals.map((goal) => (
              <li key={goal.id}>
                {t("pro.patients.goal", { label: goal.label, value: goal.value, end: day(goal.end) })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="pro-pictures" className="pro-section">
        <h2 id="pro-pictures" className="pro-section__title">
          {t("pro.patients.pictures")}
        </h2>
        {data.pictures.length === 0 ? (
          <p className="muted">{t("pro.patients.none")}</p>
        ) : (
          <ul className="pro-pictures">
            {data.pictures.map((picture) => (
              <li key={picture.id}>
                <Picture
                  src={pictureUrl(picture.id)}
                  alt={t("pro.patients.picture", { date: day(picture.date) })}
                  shape="square"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
