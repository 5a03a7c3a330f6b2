import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useApi } from "../../../app/api/ApiContext";
import { useErrorMessage } from "../../../app/errors/useErrorMessage";
import { useLocale, useT } from "../../../app/i18n/useT";
import { symptomCatalogueQuery, userSymptomsQuery } from "./queries";
import { useFollowSymptoms } from "./useSymptomMutations";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { callKey } from "../../../app/api/callKey";

/** The patient's recurring symptoms: the ones followed, a remove button each, and one to add. */
export function RecurringSymptoms() {
  const t = useT();
  const api = useApi();
  const locale = useLocale();
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const followed = useQuery(userSymptomsQuery(api));
  const catalogue = useQuery(symptomCatalogueQuery(api, locale));
  const follow = useFollowSymptoms();
  const remove = useMutation({
    mutationFn: (id: string) => api.call("DELETE /api/patient/userSymptoms/:id", { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/userSymptoms") }),
  });
  const [adding, setAdding] = useState("");
  const selectId = useId();

  if (followed.isPending || catalogue.isPending) return <p className="skeleton" aria-busy="true" />;
  if (followed.isError) return <ErrorAlert error={followed.error} />;
  if (catalogue.isError) return <ErrorAlert error={catalogue.error} />;
  const label = new Map(catalogue.data.map((symptom) => [symptom.id, symptom.label]));
  const followedIds = new Set(followed.data.map((item) => item.symptom));
  const error = follow.error ?? remove.error;

  return (
    <section className="tile" aria-labelledby="recurring-symptoms-title" data-testid="recurring-symptoms">
      <h2 className="tile__title" id="recurring-symptoms-title">
        {t("settings.pathologies.symptoms")}
      </h2>
      {followed.data.length === 0 ? (
        <p className="muted">{t("settings.pathologies.noSymptom")}</p>
      ) : (
        <ul className="row-list">
          {followed.data.map((item) => (
            <li key={item.id} className="row-list__item">
              <span>{label.get(item.symptom) ?? item.symptom}</span>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={remove.isPending}
                aria-label={t("settings.pathologies.remove", {
                  symptom: label.get(item.symptom) ?? item.symptom,
                })}
                onClick={() => remove.mutate(item.id)}
              >
                {t("settings.pathologies.removeShort")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (adding) follow.mutate([adding], { onSuccess: () => setAdding("") });
        }}
      >
        <label htmlFor={selectId} className="field__label">
          {t("settings.pathologies.add")}
        </label>
        <select
          id={selectId}
          className="field__input"
          value={adding}
          onChange={(e) => setAdding(e.target.value)}
        >
          <option value="">{t("settings.profile.choose")}</option>
          {catalogue.data
            .filter((symptom) => !followedIds.has(symptom.id))
            .map((symptom) => (
              <option key={symptom.id} value={symptom.id}>
                {symptom.label}
              </option>
            ))}
        </select>
        <button type="submit" className="btn btn--primary" disabled={!adding || follow.isPending}>
          {t("settings.pathologies.addButton")}
        </button>
      </form>
      {error && (
        <p role="alert" className="field__error">
          {describe(error).text}
        </p>
      )}
    </section>
  );
}
