import { Link } from "@tanstack/react-router";
import type { ProPatient } from "../../../../card-schemas";
import { useIntl } from "../../../app/i18n/useT";
import { useProT } from "../../../app/pro/i18n/useProT";

/** The author's linked patients: name, link end, call status; each opens the patient's page. */
export function PatientList({ items }: { items: readonly ProPatient[] }) {
  const t = useProT();
  const intl = useIntl();
  if (items.length === 0) return <p className="muted">{t("pro.patients.empty")}</p>;
  return (
    <ul className="pro-list">
      {items.map((patient) => (
        <li key={patient.userId} className="pro-card">
          <h2 className="pro-card__title">
            <Link to="/app/pro/patients/$userId" params={{ userId: patient.userId }}>
              {patient.name || t("pro.patients.unnamed")}
            </Link>
          </h2>
          <p className="muted">
            {t("pro.patients.until", {
              date: intl.formatDate(`${patient.end}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" }),
            })}
          </p>
          <ul className="pro-card__badges">
            {patient.call && <li className="pro-badge">{t(`pro.patients.call.${patient.call.status}`)}</li>}
            {!patient.autorNotification && (
              <li className="pro-badge">{t("pro.patients.notificationsOff")}</li>
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}
