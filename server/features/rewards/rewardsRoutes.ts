import { BankAccount } from "../../platform/db/models";
import { route } from "../../platform/http/route";
import { spinLuckyWheel } from "./spinLuckyWheel";

/** The patient's rewards balance and the lucky wheel. */
export const rewardsRoutes = [
  route({
    call: "GET /api/patient/luckyOutchi",
    policy: "patient",
    failures: [409],
    tag: "rewards",
    summary:
      "Spin the lucky wheel once the counter reached 6 (409 LUCKY_OUTCHI_NOT_READY before); resets it.",
    // A GET that writes (the product's path): it gets the write routes' CSRF guard.
    csrf: true,
    async handler({ user, deps }) {
      return spinLuckyWheel(deps.db, user.id, deps.random, deps.now());
    },
  }),

  route({
    call: "GET /api/patient/bank",
    policy: "patient",
    tag: "rewards",
    summary: "The patient's rewards balance.",
    async handler({ user, deps }) {
      const account = await BankAccount.query(deps.db).findById(user.id);
      return { amount: account?.amount ?? 0, allTimeAmount: account?.allTimeAmount ?? 0 };
    },
  }),
];
