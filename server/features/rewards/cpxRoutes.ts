import { route } from "../../platform/http/route";
import { applyCpxPostback } from "./applyCpxPostback";
import { cpxSurveyUrl } from "./cpx";

/** Paid surveys (CPX): the provider's page for a patient and its postback (docs/features/rewards.md). */
export const cpxRoutes = [
  route({
    call: "GET /api/patient/cpx",
    policy: "patient",
    tag: "surveys",
    summary:
      "The survey provider's page for this patient (CPX_URL with app_id and ext_user_id), or available false when no provider is configured.",
    async handler({ user, deps }) {
      const cpx = deps.config.cpx;
      return cpx ? { available: true, url: cpxSurveyUrl(cpx, user.id) } : { available: false };
    },
  }),

  route({
    call: "GET /api/cpx/postback",
    policy: "public",
    failures: [403, 404],
    tag: "surveys",
    summary:
      "The provider's postback: `hash` must be the hex MD5 or SHA-256 of `{trans_id}-{CPX_SECRET}` (403 BAD_SIGNATURE otherwise). status 1 credits `amount_local` rewards to `user_id` once per `trans_id` through the ledger (reason CPX) and sends a `reward` event to the patient's streams; status 2 (a reversal) is acknowledged and changes nothing. 404 when no provider is configured.",
    async handler({ query, deps }) {
      return applyCpxPostback(deps.db, deps.realtime, deps.config.cpx, query);
    },
  }),
];
