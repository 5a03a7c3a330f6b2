import { route } from "../../platform/http/route";
import { moderate } from "./moderate";
import { moderationQueue } from "./moderationQueue";

/** The moderation queue of community content (docs/features/moderation.md), for admins. */
export const moderationRoutes = [
  route({
    call: "GET /api/admin/moderation",
    policy: "admin",
    tag: "admin",
    summary:
      "Everything waiting for moderation, oldest first: events, comments (and each kind of moderationSources.ts).",
    async handler({ user, deps }) {
      return moderationQueue(deps, user);
    },
  }),

  route({
    call: "POST /api/admin/moderation/:id",
    policy: "admin",
    tag: "admin",
    summary:
      "Validates or refuses a waiting item, keeping the reason and the admin. The same decision again changes nothing; another is 409 ALREADY_MODERATED; 404 for no such item.",
    async handler({ user, params, body, deps }) {
      return moderate(deps, user, params.id, body);
    },
  }),
];
