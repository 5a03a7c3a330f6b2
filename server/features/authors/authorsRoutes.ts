import { DEFAULT_LANGUAGE } from "../../../engine/shared/languages";
import { route } from "../../platform/http/route";
import { buyAuthorItem } from "./buyAuthorItem";
import { authorRelation } from "./authorRelation";
import { findAuthors } from "./authorSearch";
import { cancelFollow } from "./cancelFollow";
import { followAuthor } from "./followAuthor";
import { publicAuthor } from "./publicAuthor";

/** Author pages, the add-support search, following an author and buying their items (docs/features/authors.md). */
export const authorRoutes = [
  route({
    call: "GET /api/guest/autors/:autorId",
    policy: "guest",
    tag: "guests",
    summary:
      "An active author's public page: who they are, their live programs, custom items on sale (cheapest first) and latest 20 messages, in `lang`, else the signed-in user's language, else French (the author's first language when they do not write in it).",
    async handler({ user, params, query, deps }) {
      return publicAuthor(deps, params.autorId, query.lang ?? user?.language ?? DEFAULT_LANGUAGE);
    },
  }),

  route({
    call: "GET /api/patient/autors",
    policy: "patient",
    tag: "authors",
    summary:
      "The add-support search: active, searchable authors by name, filtered by `goal` and by `search` (name, title or topics, at any length, case and accents ignored); 30 listed, 5 for a search text.",
    async handler({ user, query, deps }) {
      return findAuthors(deps.db, user, query);
    },
  }),

  route({
    call: "GET /api/patient/autors/:autorId/relation",
    policy: "patient",
    tag: "authors",
    summary:
      "The patient's side of an author's page: their link (and what cancelling a waiting follow gives back), balance and the author's items they bought; 404 for an unknown or inactive author.",
    async handler({ user, params, deps }) {
      return authorRelation(deps, user, params.autorId);
    },
  }),

  route({
    call: "POST /api/patient/autors/:autorId/follow",
    policy: "patient",
    tag: "authors",
    summary:
      "Ask to follow an author who offers subscriptions: the link waits TO_VALIDATE for the author; `months` are paid now at the subscription price through the ledger (409 NOT_ENOUGH_REWARDS), none is a free follow. 409 ALREADY_FOLLOWING while a follow waits or the link runs; 404 for an author without subscriptions. The same client `key` again pays nothing more.",
    async handler({ ctx, user, params, body, deps }) {
      const request = body.key && { userId: user.id, key: body.key, route: `POST ${ctx.path}`, body };
      return followAuthor(deps, user, params.autorId, body.months, request || undefined);
    },
  }),

  route({
    call: "DELETE /api/patient/autors/:autorId/follow",
    policy: "patient",
    tag: "authors",
    summary:
      "Cancel a follow that waits for the author: refunded half of its price within 7 days of asking, all of it after (docs/features/authors.md), once; 404 when no follow waits.",
    async handler({ user, params, deps }) {
      return cancelFollow(deps, user, params.autorId);
    },
  }),

  route({
    call: "POST /api/patient/autors/:autorId/shop/:itemId/buy",
    policy: "patient",
    tag: "authors",
    summary:
      "Buy an author's custom item: debited through the ledger and credited to the author's pro; 409 NOT_ENOUGH_REWARDS unless the balance is greater than the price; 404 for an item not on sale. The same client `key` again buys nothing more.",
    async handler({ ctx, user, params, body, deps }) {
      const request = body.key && { userId: user.id, key: body.key, route: `POST ${ctx.path}`, body };
      return buyAuthorItem(deps, user, params.autorId, params.itemId, request || undefined);
    },
  }),
];
