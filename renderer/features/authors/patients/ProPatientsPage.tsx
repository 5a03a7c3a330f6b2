import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../app/api/ApiContext";
import { PageSpinner } from "../../../app/shell/PageSpinner";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useDocumentTitle } from "../../../ui/useDocumentTitle";
import { useProT } from "../../../app/pro/i18n/useProT";
import { useProId } from "../../../app/pro/proRoute";
import { PatientList } from "./PatientList";
import { proPatientsQuery } from "./queries";
import "./patients.css";

/** /app/pro/patients: the patients whose link to the author is valid today. */
export function ProPatientsPage() {
  const t = useProT();
  const api = useApi();
  const proId = useProId();
  const patients = useQuery(proPatientsQuery(api, proId));
  useDocumentTitle(t("pro.patients.title"));
  return (
    <main id="main" className="page pro-page">
      <h1 className="page__title">{t("pro.patients.title")}</h1>
      {patients.isPending ? (
        <PageSpinner />
      ) : patients.error ? (
        <ErrorAlert error={patients.error} />
      ) : (
        <PatientList items={patients.data.items} />
      )}
    </main>
  );
}
