import { route } from "../../platform/http/route";
import { addTags } from "./addTags";
import { readProfile } from "./authorProfile";
import { removeTag } from "./removeTag";
import { writeProfile } from "./writeProfile";

/** A pro author's public page and tags (docs/features/authors.md), for the pro who owns `{proId}` only. */
export const proProfileRoutes = [
  route({
    call: "GET /api/pro/:proId/profile/",
    policy: "pro",
    tag: "professionals",
    summary:
      "The author's public page as stored (name, title, bio, links, languages, goals, price, features).",
    async handler({ params, deps }) {
      return readProfile(deps.db, params.proId);
    },
  }),
  route({
    call: "PUT /api/pro/:proId/profile/",
    policy: "pro",
    tag: "professionals",
    summary:
      "Writes the author's public page: what `input` names changes, a field left out is kept, and `remove` takes the avatar, cover or price off. Texts kept as text, social links https: only and pictures on our server (400 naming the path otherwise).",
    async handler({ params, body, deps }) {
      return writeProfile(deps.db, params.proId, body.input, body.remove);
    },
  }),
  route({
    call: "POST /api/pro/:proId/tags/",
    policy: "pro",
    tag: "professionals",
    summary:
      "Adds tags (the goals patients search authors by) to the author's: unknown tag 400, more than 20 in all 409 TOO_MANY_TAGS.",
    async handler({ params, body, deps }) {
      return addTags(deps.db, params.proId, body.tagIds);
    },
  }),
  route({
    call: "DELETE /api/pro/:proId/tags/:tagId",
    policy: "pro",
    tag: "professionals",
    summary: "Removes one of the author's tags; 404 for a tag the author does not hold.",
    async handler({ params, deps }) {
      return removeTag(deps.db, params.proId, params.tagId);
    },
  }),
];
