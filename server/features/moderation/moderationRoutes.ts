import { route } from "../../platform/http/route";
import { moderate } from "./moderate";
import { moderationHistory } from "./moderationHistory";
import { moderationQueue } from "./moderationQueue";

/** The moderation queue of community content (docs/features/moderation.md), for admins. */
export const moderationRoutes = [
  route({
    call: "GET /api/admin/moderation",
    policy: "admin",
    tag: "admin",
    summary:
      "Everything waiting for moderation, oldest first: events (new or reported), comments, questions, ratings' comments and answers (one kind per source of queueSources.ts).",
    async handler({ user, deps }) {
      return moderationQueue(deps, user);
    },
  }),

  route({
    call: "GET /api/admin/moderation/history",
    policy: "admin",
    tag: "admin",
    summary: "The latest 50 decisions, the newest first, each with its admin, time and reason.",
    async handler({ user, deps }) {
      return moderationHistory(deps, user);
    },
  }),

  route({
    call: "POST /api/admin/moderation/:id",
    policy: "admin",
    tag: "admin",
    summary:
      "Validates or refuses any item, a published one included (refusing it takes it down), keeping the reason and the admin; `to check` undoes a decision and the item waits again. The same decision again changes nothing; 404 for no such item.",
    async handler({ user, params, body, deps }) {
      return moderate(deps, user, params.id, body);
    },
  }),
];
