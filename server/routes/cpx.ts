import { PassThrough } from "node:stream";
import { route } from "../http/route";
import { applyCpxPostback, cpxSurveyUrl, type CpxPostback } from "../services/cpx";
import type { RealtimeEvent } from "../services/realtime";

/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

const postbackQuery = {
  type: "object",
  properties: {
    status: { type: "string", enum: ["1", "2"], description: "1: survey completed; 2: reversed." },
    trans_id: {
      type: "string",
      pattern: "^[A-Za-z0-9_.-]{1,100}$",
      description: "The provider's transaction id.",
    },
    user_id: { type: "string", minLength: 1, maxLength: 200, description: "Our patient id, as embedded." },
    amount_local: {
      type: "string",
      pattern: "^[0-9]{1,4}(\\.[0-9]{1,2})?$",
      description: "Rewards earned, in our currency (rounded to whole rewards).",
    },
    hash: { type: "string", pattern: "^[0-9a-fA-F]{32}([0-9a-fA-F]{32})?$", description: "See the summary." },
  },
  required: ["status", "trans_id", "user_id", "amount_local", "hash"],
  // The provider adds its own fields (amount_usd, offer_id, ip_click…): accepted and ignored.
  additionalProperties: { type: "string", maxLength: 500 },
};

/** Paid surveys (CPX) and the patient's live stream (seed 001 §7, DESIGN.md "Realtime"). */
export const cpxRoutes = [
  route({
    method: "GET",
    path: "/api/patient/cpx",
    policy: "patient",
    tag: "surveys",
    summary:
      "The survey provider's page for this patient (CPX_URL with app_id and ext_user_id), or available false when no provider is configured.",
    response: {
      type: "object",
      properties: { available: { type: "boolean" }, url: { type: "string", format: "uri" } },
    },
    async handler({ user, deps }) {
      const cpx = deps.config.cpx;
      return cpx ? { available: true, url: cpxSurveyUrl(cpx, user.id) } : { available: false };
    },
  }),

  route<"public", Record<string, never>, CpxPostback>({
    method: "GET",
    path: "/api/cpx/postback",
    policy: "public",
    tag: "surveys",
    summary:
      "The provider's postback: `hash` must be the hex MD5 or SHA-256 of `{trans_id}-{CPX_SECRET}` (403 BAD_SIGNATURE otherwise). status 1 credits `amount_local` rewards to `user_id` once per `trans_id` through the ledger (reason CPX) and sends a `reward` event to the patient's streams; status 2 (a reversal) is acknowledged and changes nothing. 404 when no provider is configured.",
    query: postbackQuery,
    response: { type: "object", properties: { credited: { type: "boolean" } } },
    async handler({ query, deps }) {
      return applyCpxPostback(deps.db, deps.realtime, deps.config.cpx, query);
    },
  }),

  route({
    method: "GET",
    path: "/api/patient/stream",
    policy: "patient",
    tag: "realtime",
    summary:
      "Server-sent events for the patient: `ready` once listening, then `reward` ({ id, amount, reason, reference, balance }) for each reward credited from outside the app, such as a CPX survey.",
    raw: true,
    async handler({ ctx, user, deps }) {
      const stream = new PassThrough();
      const send = async (event: RealtimeEvent) => {
        const entry = await deps
          .db("ledgerEntries")
          .where({ id: event.id, patientusersId: user.id })
          .first("id", "delta", "reason", "reference", "balanceAfter");
        if (!entry) return;
        const data = {
          id: entry.id,
          amount: entry.delta,
          reason: entry.reason,
          reference: entry.reference,
          balance: entry.balanceAfter,
        };
        stream.write(`event: reward\nid: ${entry.id}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const unsubscribe = await deps.realtime.subscribe(user.id, (event) => {
        send(event).catch((err: Error) => console.error("stream event failed:", err.message));
      });
      const heartbeat = setInterval(() => stream.write(": ping\n\n"), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        stream.end();
      };
      ctx.req.on("close", end);
      ctx.req.socket.setTimeout(0);
      ctx.req.socket.setNoDelay(true);
      ctx.set("Content-Type", "text/event-stream; charset=utf-8");
      ctx.set("X-Accel-Buffering", "no");
      stream.write("retry: 5000\nevent: ready\ndata: {}\n\n");
      return stream;
    },
  }),
];
