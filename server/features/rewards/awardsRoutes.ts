import { route } from "../../platform/http/route";
import { readAwards } from "./awardsTree";
import { claimAward } from "./claimAward";

export const awardRoutes = [
  route({
    call: "GET /api/patient/awards",
    policy: "patient",
    tag: "rewards",
    summary:
      "The awards tree: each branch's percent (claimed over 9, 6, 8, 5) and each award's counter, threshold, progress and status (LOCKED, CLAIMABLE, CLAIMED).",
    async handler({ user, deps }) {
      return readAwards(deps, user);
    },
  }),

  route({
    call: "POST /api/patient/profile/award/claim/:awardId",
    policy: "patient",
    tag: "rewards",
    summary:
      "Claims an unlocked award: pays its rewards through the ledger and gives its personalization element, once (a second claim pays nothing more). 409 AWARD_LOCKED before its condition is met; 404 for an unknown award.",
    async handler({ user, params, deps }) {
      return claimAward(deps, user, params.awardId);
    },
  }),
];
