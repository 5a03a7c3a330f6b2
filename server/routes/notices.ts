import { CHAT_MESSAGE_MAX_LENGTH } from "../../engine/patientInputLimits";
import { LOST_SERIE_POWER } from "../../engine/queueNotices";
import { NotFound } from "../errors";
import { route } from "../http/route";
import {
  buyLostSeriePower,
  recordNotificationPermission,
  sendAuthorMessage,
  type NotificationPermission,
} from "../services/notices";

/** The writes of the notice cards of seed 001 (NOTIFICATION_CARD, LOST_SERIE, AUTOR_TASK SEND_MESSAGE). */
export const noticeRoutes = [
  route<"patient", { permission: NotificationPermission }>({
    method: "POST",
    path: "/api/patient/notificationPermission",
    policy: "patient",
    tag: "daily deck",
    summary:
      "Record the patient's answer to the browser's notification prompt (granted, denied or default) in their metadata.",
    body: {
      type: "object",
      properties: { permission: { type: "string", enum: ["granted", "denied", "default"] } },
      required: ["permission"],
      additionalProperties: false,
    },
    response: {
      type: "object",
      properties: { notificationPermission: { type: "string" }, date: { type: "string" } },
      required: ["notificationPermission", "date"],
    },
    async handler({ user, body, deps }) {
      return recordNotificationPermission(deps.db, user, body.permission, deps.now());
    },
  }),

  route<"patient", Record<string, never>>({
    method: "POST",
    path: "/api/patient/powers/:power/buy",
    policy: "patient",
    tag: "rewards",
    summary:
      "Buy a power: LOST_SERIE debits its price (409 NOT_ENOUGH_REWARDS) and restores yesterday's lost streak (409 STREAK_NOT_LOST); once per day.",
    body: { type: "object", properties: {}, additionalProperties: false },
    response: {
      type: "object",
      properties: {
        power: { type: "string" },
        restoredDay: { type: "string" },
        price: { type: "integer" },
        amount: { type: "integer" },
      },
      required: ["power", "restoredDay", "price", "amount"],
    },
    async handler({ user, params, deps }) {
      if (params.power !== LOST_SERIE_POWER) throw new NotFound("No such power");
      return buyLostSeriePower(deps.db, user, deps.now());
    },
  }),

  route<"patient", { message: string }>({
    method: "POST",
    path: "/api/patient/autors/:autorId/messages",
    policy: "patient",
    quota: "messages",
    tag: "community",
    summary: "Send a message to an author (chat `<userId>_<autorId>`); 404 for an unknown author.",
    body: {
      type: "object",
      properties: {
        message: { type: "string", minLength: 1, maxLength: CHAT_MESSAGE_MAX_LENGTH, pattern: "\\S" },
      },
      required: ["message"],
      additionalProperties: false,
    },
    response: {
      type: "object",
      properties: {
        id: { type: "string" },
        chatName: { type: "string" },
        autorId: { type: "string" },
        fromUser: { type: "boolean" },
        message: { type: "string" },
        datetime: { type: "string" },
      },
      required: ["id", "chatName", "autorId", "fromUser", "message", "datetime"],
    },
    status: 201,
    async handler({ user, params, body, deps }) {
      return sendAuthorMessage(deps.db, user, params.autorId ?? "", body.message.trim());
    },
  }),
];
