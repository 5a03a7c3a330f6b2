import { route } from "../../platform/http/route";
import { completeNotification } from "./completeNotification";
import { buildDailyQueue } from "./dailyQueue";

/** The daily deck: reading today's cards and completing one. */
export const deckRoutes = [
  route({
    call: "GET /api/patient/todo",
    policy: "patient",
    tag: "daily deck",
    summary:
      "The daily deck: today's cards (the patient's local day unless `date` is given), materialized once.",
    async handler({ ctx, user, query, deps }) {
      const header = ctx.get("X-Schema-Version");
      const clientVersion = /^\d{1,4}$/.test(header) ? Number(header) : undefined;
      return buildDailyQueue(deps, user, { date: query.date, clientVersion });
    },
  }),

  route({
    call: "POST /api/patient/notifications/validate/:notificationId",
    policy: "patient",
    tag: "daily deck",
    summary:
      "Complete (done true) or dismiss (done false) one of the patient's cards; pays its rewards once. A card whose last day (`maxDate`, in the patient's local day) is over answers 409 CARD_EXPIRED. With a client `key`, the same request sent again answers the first answer.",
    async handler({ ctx, user, params, body, deps }) {
      const result = body.value.data === undefined ? { done: body.value.done } : body.value;
      const request = body.key && { userId: user.id, key: body.key, route: `POST ${ctx.path}`, body };
      return completeNotification(
        deps.db,
        user,
        params.notificationId,
        result,
        deps.now(),
        request || undefined,
      );
    },
  }),
];
