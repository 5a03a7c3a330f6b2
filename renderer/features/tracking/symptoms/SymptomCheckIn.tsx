import { useQuery } from "@tanstack/react-query";
import type { CatalogueSymptom } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import type { Complete } from "../../../cards/types";
import { useLocale, useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { medicationsQuery, symptomCatalogueQuery, userSymptomsQuery } from "./queries";
import { SymptomForm } from "./SymptomForm";
import { SymptomPicker } from "./SymptomPicker";
import "./symptoms.css";
import { usePatientToday } from "../../../app/session/today";

interface SymptomCheckInProps {
  question?: string;
  suggestedSymptoms?: readonly string[];
  complete: Complete;
  submitted: boolean;
  /** The day recorded; the patient's today unless given (stories pin it). */
  date?: string;
  /** False where the question is already the title around it (the full-screen layout). */
  showQuestion?: boolean;
}

/**
 * The symptom check-in of SYMPTOMS and FULLSCREEN_SYMPTOMS: the patient's recurring symptoms with
 * the catalogue's names, or the catalogue to pick some from when they follow none yet.
 */
export function SymptomCheckIn({
  question,
  suggestedSymptoms,
  complete,
  submitted,
  date,
  showQuestion = true,
}: SymptomCheckInProps) {
  const t = useT();
  const api = useApi();
  const locale = useLocale();
  const patientToday = usePatientToday();
  const recurring = useQuery(userSymptomsQuery(api));
  const catalogue = useQuery(symptomCatalogueQuery(api, locale));
  // Without the medication list the details simply offer no medication.
  const medications = useQuery(medicationsQuery(api));

  if (recurring.isError || catalogue.isError) {
    return (
      <div className="task">
        <ErrorAlert error={recurring.error ?? catalogue.error} />
        <button
          type="button"
          className="btn btn--block"
          onClick={() => void Promise.all([recurring.refetch(), catalogue.refetch()])}
        >
          {t("symptoms.retry")}
        </button>
      </div>
    );
  }
  if (recurring.isPending || catalogue.isPending) {
    return (
      <p className="task__body" role="status">
        {t("symptoms.loading")}
      </p>
    );
  }

  const byId = new Map(catalogue.data.map((symptom) => [symptom.id, symptom]));
  const symptoms: CatalogueSymptom[] = recurring.data.map(
    ({ symptom }) =>
      byId.get(symptom) ?? {
        id: symptom,
        label: symptom,
        category: "GENERAL",
        top: false,
        askMigraineType: false,
        sortKey: 0,
      },
  );

  return (
    <div className="task task--symptoms">
      {showQuestion && <p className="task__question">{question ?? t("symptoms.question")}</p>}
      {symptoms.length === 0 ? (
        <SymptomPicker catalogue={catalogue.data} suggested={suggestedSymptoms} disabled={submitted} />
      ) : (
        <SymptomForm
          symptoms={symptoms}
          medications={medications.data ?? []}
          date={date ?? patientToday}
          complete={complete}
          submitted={submitted}
        />
      )}
    </div>
  );
}
