import { route } from "../../platform/http/route";
import { listAuthorMessages } from "./authorMessages";
import { postAuthorMessage } from "./postAuthorMessage";
import { sendAuthorTask } from "./sendAuthorTask";

/** What a pro sends to their linked patients (docs/features/authors.md), for the pro who owns `{proId}` only. */
export const proPostRoutes = [
  route({
    call: "GET /api/pro/:proId/content",
    policy: "pro",
    tag: "professionals",
    summary:
      "The author's messages, newest first (the last 100): each one's text, attachment, date and how many linked patients' decks it was put in.",
    async handler({ params, deps }) {
      return { items: await listAuthorMessages(deps.db, params.proId) };
    },
  }),
  route({
    call: "POST /api/pro/:proId/content/:x",
    policy: "pro",
    tag: "professionals",
    status: 201,
    summary:
      "Posts the author's message `x` (a social event: text, attached media, reactions and comments allowed or not) and puts it in the deck of every patient with a valid link as an AUTOR_MESSAGE; 409 CONTENT_ID_TAKEN when `x` was posted already.",
    async handler({ user, params, body, deps }) {
      return postAuthorMessage(deps, user, params.proId, params.x, body);
    },
  }),
  route({
    call: "POST /api/pro/:proId/tasks",
    policy: "pro",
    tag: "professionals",
    summary:
      "Sends an AUTOR_TASK card (programs, questionnaires, content or a message to write) to the deck of every patient with a valid link, once per client key (another body under the key: 422 IDEMPOTENCY_KEY_REUSED).",
    async handler({ user, params, body, deps }) {
      return sendAuthorTask(deps, user, params.proId, body);
    },
  }),
];
