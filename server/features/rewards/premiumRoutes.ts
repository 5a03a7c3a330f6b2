import { route } from "../../platform/http/route";
import { createCheckoutLink, premiumView } from "../../platform/adapters/checkout";

export const premiumRoutes = [
  route({
    call: "GET /api/patient/premium",
    policy: "patient",
    tag: "rewards",
    summary:
      "The premium offer: monthly and yearly prices in euro cents, the reduced prices in the 14 days after sign-up, the management link when payments are configured.",
    async handler({ user, deps }) {
      return premiumView(deps, user);
    },
  }),

  route({
    call: "POST /api/patient/checkout",
    policy: "patient",
    tag: "rewards",
    summary:
      "A checkout link for the premium plan: the payment provider's page, or the app's sandbox checkout (no payment taken) without one.",
    async handler({ user, body, deps }) {
      return createCheckoutLink(deps, user, body.plan);
    },
  }),
];
