import { route } from "../../platform/http/route";
import { listInvitations } from "./authorInvitations";
import { rejectInvitation } from "./rejectInvitation";
import { validateInvitation } from "./validateInvitation";

/** The author's invitations (docs/features/authors.md …/invit), for the pro who owns `{proId}` only. */
export const proInvitationRoutes = [
  route({
    call: "GET /api/pro/:proId/invit",
    policy: "pro",
    tag: "professionals",
    summary:
      "The follows waiting for the author (TO_VALIDATE), oldest request first: the patient's display name, the months and what they paid.",
    async handler({ params, deps }) {
      return listInvitations(deps, params.proId);
    },
  }),
  route({
    call: "PUT /api/pro/:proId/invit/:id/validate",
    policy: "pro",
    tag: "professionals",
    summary:
      "Validates a follow: VALIDATED until the patient's today plus the months paid for (a free follow: one month), or the link's later end; what the follow cost is credited to the pro (AUTHOR_SUBSCRIPTION_EARNING) through the ledger, once. 404 for another author's link, 409 INVITATION_DECIDED once decided.",
    async handler({ params, deps }) {
      return validateInvitation(deps, params.proId, params.id);
    },
  }),
  route({
    call: "PUT /api/pro/:proId/invit/:id/reject",
    policy: "pro",
    tag: "professionals",
    summary:
      "Rejects a follow: REJECTED, and what the patient paid for it credited back in full through the ledger, in the same transaction and once. 404 for another author's link, 409 INVITATION_DECIDED once decided.",
    async handler({ params, deps }) {
      return rejectInvitation(deps, params.proId, params.id);
    },
  }),
];
