import { LOST_STREAK_POWER } from "../../../engine/rewards";
import { NotFound } from "../../core/errors";
import { route } from "../../platform/http/route";
import { buyLostStreakPower } from "./buyLostStreakPower";
import { heldLostStreakPowers } from "./heldLostStreakPowers";
import { recordNotificationPermission } from "./recordNotificationPermission";
import { useLostStreakPower } from "./useLostStreakPower";
import { sendPatientMessage } from "../chat";

/** The writes of the notice cards of docs/features/deck.md (NOTIFICATION_CARD, LOST_SERIE, AUTOR_TASK SEND_MESSAGE). */
export const noticeRoutes = [
  route({
    call: "POST /api/patient/notificationPermission",
    policy: "patient",
    tag: "daily deck",
    summary:
      "Record the patient's answer to the browser's notification prompt (granted, denied or default) in their metadata.",
    async handler({ user, body, deps }) {
      return recordNotificationPermission(deps.db, user, body.permission, deps.now());
    },
  }),

  route({
    call: "POST /api/patient/powers/:power/buy",
    policy: "patient",
    tag: "rewards",
    summary:
      "Buy a power: LOST_SERIE debits its price (409 NOT_ENOUGH_REWARDS) and restores yesterday's lost streak (409 STREAK_NOT_LOST); once per day.",
    async handler({ user, params, deps }) {
      if (params.power !== LOST_STREAK_POWER) throw new NotFound("No such power");
      return buyLostStreakPower(deps.db, user, deps.now());
    },
  }),

  route({
    call: "GET /api/patient/powers/:power",
    policy: "patient",
    tag: "rewards",
    summary: "How many of a power the patient holds (bought in the shop): LOST_SERIE.",
    async handler({ user, params, deps }) {
      if (params.power !== LOST_STREAK_POWER) throw new NotFound("No such power");
      return heldLostStreakPowers(deps.db, user);
    },
  }),

  route({
    call: "POST /api/patient/powers/:power/use",
    policy: "patient",
    tag: "rewards",
    summary:
      "Use a held power: LOST_SERIE restores yesterday's lost streak without a debit (409 NOT_ENOUGH_POWER when none is held, 409 STREAK_NOT_LOST); once per day.",
    async handler({ user, params, deps }) {
      if (params.power !== LOST_STREAK_POWER) throw new NotFound("No such power");
      return useLostStreakPower(deps.db, user, deps.now());
    },
  }),

  route({
    call: "POST /api/patient/autors/:autorId/messages",
    policy: "patient",
    quota: "messages",
    tag: "community",
    summary:
      "Send a message to an author (the SEND_MESSAGE_AUTOR card): the same as POST /api/patient/autors/{autorId}/chat, into the same chat `<userId>_<authorId>` (403 when the chat is not open to the patient, 404 for an unknown author).",
    status: 201,
    async handler({ user, params, body, deps }) {
      return sendPatientMessage(deps, user, params.autorId, body);
    },
  }),
];
