import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { ProCallStatus, ProSeriesKind } from "../../../../card-schemas";
import { callPath } from "../../../../card-schemas/callPath";
import { useApi } from "../../../app/api/ApiContext";
import { isApiError } from "../../../app/api/client";
import { PageSpinner } from "../../../app/shell/PageSpinner";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useDocumentTitle } from "../../../ui/useDocumentTitle";
import { useProT } from "../../../app/pro/i18n/useProT";
import { useProId } from "../../../app/pro/proRoute";
import { CallStatusControl } from "./CallStatusControl";
import { PatientDataView } from "./PatientDataView";
import { PatientSummary } from "./PatientSummary";
import { SeriesHistory } from "./SeriesHistory";
import { invalidatePatients, proPatientDataQuery, proPatientsQuery } from "./queries";
import "./patients.css";

const routeApi = getRouteApi("/app/pro/patients/$userId");

/**
 * /app/pro/patients/$userId: a linked patient's data (charts, goals, pictures), the assistant's
 * summary, the call status, the chat and the end of the link. Reads of the data are audited.
 */
export function ProPatientPage() {
  const t = useProT();
  const api = useApi();
  const proId = useProId();
  const { userId } = routeApi.useParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const data = useQuery(proPatientDataQuery(api, proId, userId));
  const patients = useQuery(proPatientsQuery(api, proId));
  const patient = patients.data?.items.find((item) => item.userId === userId);
  const summary = useMutation({
    mutationFn: () =>
      api.call("GET /api/pro/:proId/user/:userId/outchiIAHelp/", { params: { proId, userId } }),
  });
  const history = useMutation({
    mutationFn: (kind: ProSeriesKind) =>
      api.call("GET /api/pro/:proId/user/:userId/data/:x", { params: { proId, userId, x: kind } }),
  });
  const callStatus = useMutation({
    mutationFn: (status: ProCallStatus) =>
      api.call("PUT /api/pro/:proId/user/:userId/callStatus/", {
        params: { proId, userId },
        body: { callStatus: status },
      }),
    onSuccess: () => invalidatePatients(queryClient, proId),
  });
  const end = useMutation({
    mutationFn: () =>
      api.call("PUT /api/pro/:proId/user/:userId/connection/", {
        params: { proId, userId },
        body: { status: "ENDED" },
      }),
    onSuccess: async () => {
      await invalidatePatients(queryClient, proId);
      await navigate({ to: "/app/pro/patients" });
    },
  });
  const name = data.data?.name || patient?.name || t("pro.patients.unnamed");
  useDocumentTitle(t("pro.patients.patientTitle", { name }));
  const notLinked = isApiError(data.error) && data.error.status === 404;
  return (
    <main id="main" className="page pro-page">
      <h1 className="page__title">{name}</h1>
      {data.isPending ? (
        <PageSpinner />
      ) : notLinked ? (
        <p role="status">{t("pro.patients.notLinked")}</p>
      ) : data.error ? (
        <ErrorAlert error={data.error} />
      ) : (
        <>
          <div className="pro-actions">
            <Link className="btn btn--primary" to="/app/pro/messages/$userId" params={{ userId }}>
              {t("pro.patients.messages")}
            </Link>
          </div>
          <section className="pro-section" aria-labelledby="pro-call">
            <h2 id="pro-call" className="pro-section__title">
              {t("pro.patients.call.title")}
            </h2>
            {patient && (
              <CallStatusControl
                call={callStatus.data?.call ?? patient.call}
                pending={callStatus.isPending}
                onChange={(status) => callStatus.mutate(status)}
              />
            )}
            {callStatus.isSuccess && <p role="status">{t("pro.patients.call.saved")}</p>}
            {callStatus.error && <ErrorAlert error={callStatus.error} />}
          </section>
          <PatientDataView
            data={data.data}
            pictureUrl={(id) =>
              callPath("GET /api/pro/:proId/user/:userId/getImageDailyActivity/:x", { proId, userId, x: id })
            }
          />
          <SeriesHistory
            result={history.data}
            pending={history.isPending}
            error={history.error}
            onShow={(kind) => history.mutate(kind)}
          />
          <PatientSummary
            summary={summary.data}
            pending={summary.isPending}
            error={summary.error}
            onAsk={() => summary.mutate()}
          />
          <section className="pro-section" aria-labelledby="pro-connection">
            <h2 id="pro-connection" className="pro-section__title">
              {t("pro.patients.connection.title")}
            </h2>
            <p className="muted">{t("pro.patients.connection.hint")}</p>
            {confirmEnd ? (
              <div className="pro-actions">
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={end.isPending}
                  onClick={() => end.mutate()}
                >
                  {t("pro.patients.connection.confirm")}
                </button>
                <button type="button" className="btn btn--ghost" onClick={() => setConfirmEnd(false)}>
                  {t("pro.patients.connection.cancel")}
                </button>
              </div>
            ) : (
              <button type="button" className="btn btn--ghost" onClick={() => setConfirmEnd(true)}>
                {t("pro.patients.connection.end")}
              </button>
            )}
            {end.error && <ErrorAlert error={end.error} />}
          </section>
        </>
      )}
    </main>
  );
}
