import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProInvitationDecision } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { PageSpinner } from "../../../app/shell/PageSpinner";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useDocumentTitle } from "../../../ui/useDocumentTitle";
import { useProT } from "../../../app/pro/i18n/useProT";
import { useProId } from "../../../app/pro/proRoute";
import { InvitationList } from "./InvitationList";
import { invalidatePatients, proInvitationsQuery } from "./queries";
import "./patients.css";
import { callKey } from "../../../app/api/callKey";

type Decision = { id: string; action: "validate" | "reject" };

/** /app/pro/invitations: the patients who asked to follow the author, validated or rejected here. */
export function ProInvitationsPage() {
  const t = useProT();
  const api = useApi();
  const proId = useProId();
  const queryClient = useQueryClient();
  const invitations = useQuery(proInvitationsQuery(api, proId));
  const decide = useMutation({
    mutationFn: ({ id, action }: Decision): Promise<ProInvitationDecision> =>
      action === "validate"
        ? api.call("PUT /api/pro/:proId/invit/:id/validate", { params: { proId, id }, body: {} })
        : api.call("PUT /api/pro/:proId/invit/:id/reject", { params: { proId, id }, body: {} }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: callKey("GET /api/pro/:proId/invit", { params: { proId } }),
        }),
        invalidatePatients(queryClient, proId),
      ]),
  });
  useDocumentTitle(t("pro.invitations.title"));
  const done = decide.data;
  return (
    <main id="main" className="page pro-page">
      <h1 className="page__title">{t("pro.invitations.title")}</h1>
      <p className="muted">{t("pro.invitations.intro")}</p>
      {done && (
        <p role="status">
          {done.status === "VALIDATED"
            ? t("pro.invitations.validated", { end: done.end })
            : t("pro.invitations.rejected", { count: done.refund })}
        </p>
      )}
      {decide.error && <ErrorAlert error={decide.error} />}
      {invitations.isPending ? (
        <PageSpinner />
      ) : invitations.error ? (
        <ErrorAlert error={invitations.error} />
      ) : (
        <InvitationList
          items={invitations.data.items}
          pendingId={decide.isPending ? decide.variables.id : null}
          onValidate={(id) => decide.mutate({ id, action: "validate" })}
          onReject={(id) => decide.mutate({ id, action: "reject" })}
        />
      )}
    </main>
  );
}
