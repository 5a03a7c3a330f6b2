import { localDay } from "../../../engine/shared/dates";
import { route } from "../../platform/http/route";
import { premiumView } from "../../platform/adapters/checkout";
import { confirmPremiumCheckout } from "./confirmPremiumCheckout";
import { premiumStatus } from "./premiumEntitlement";
import { startPremiumCheckout } from "./startPremiumCheckout";

export const premiumRoutes = [
  route({
    call: "GET /api/patient/premium",
    policy: "patient",
    tag: "rewards",
    summary:
      "The premium offer: monthly and yearly prices in euro cents, the reduced prices in the 14 days after sign-up, the management link when payments are configured; and the patient's premium, `active` today and its last day `until` (null before it was bought).",
    async handler({ user, deps }) {
      const [view, status] = await Promise.all([
        premiumView(deps, user),
        premiumStatus(deps.db, user.id, localDay(deps.now(), user.timeZone)),
      ]);
      return { ...view, ...status };
    },
  }),

  route({
    call: "POST /api/patient/checkout",
    policy: "patient",
    tag: "rewards",
    summary:
      "A checkout link for a premium plan, to buy or renew it: the payment provider's page, or the app's sandbox checkout (no payment taken) without one; 503 PAYMENTS_UNAVAILABLE with neither.",
    async handler({ user, body, deps }) {
      return startPremiumCheckout(deps, user, body.plan);
    },
  }),

  route({
    call: "POST /api/patient/premium/checkout/:purchaseId/confirm",
    policy: "patient",
    tag: "rewards",
    summary:
      "The sandbox checkout's confirmation of a premium purchase: premium is extended by the plan's months from its last day while it runs, else from today, once per purchase. 404 when a payment provider is configured or for another patient's purchase; 503 PAYMENTS_UNAVAILABLE when no payment is taken.",
    async handler({ user, params, deps }) {
      return confirmPremiumCheckout(deps, user, params.purchaseId);
    },
  }),
];
