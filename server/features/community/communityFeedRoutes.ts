import { route } from "../../platform/http/route";
import { listCommunities } from "./listCommunities";
import { markCommunityRead } from "./markCommunityRead";
import { react } from "./react";
import { removeReaction } from "./removeReaction";
import { addComment } from "./addComment";
import { deleteComment } from "./deleteComment";
import { listComments } from "./listComments";
import { communityFeed } from "./communityFeed";
import { deleteOwnEvent } from "./deleteOwnEvent";
import { guestSocialEvent } from "./guestSocialEvent";
import { myEvents } from "./myEvents";
import { postCommunityMessage } from "./postCommunityMessage";
import { reportEvent } from "./reportEvent";
import { COMMUNITY_MESSAGE_INTERVAL_DAYS } from "../../../engine/community/communityFeed";

/** The community feed (docs/features/community.md): communities, social events, comments, reactions. */
export const communityFeedRoutes = [
  route({
    call: "GET /api/patient/community",
    policy: "patient",
    tag: "community",
    summary:
      "The patient's communities: `myMessages`, `all`, then one per recurring symptom, each `unread` when it changed since the patient last opened it.",
    async handler({ user, deps }) {
      return listCommunities(deps, user);
    },
  }),

  route({
    call: "POST /api/patient/community/:name/read",
    policy: "patient",
    tag: "community",
    summary: "Marks a community read (the page opening it calls this); 404 for an unknown community.",
    async handler({ user, params, deps }) {
      return markCommunityRead(deps, user, params.name);
    },
  }),

  route({
    call: "GET /api/patient/socialEvents",
    policy: "patient",
    failures: [404],
    tag: "community",
    summary:
      "A community's feed (`groupName`: `all` or a symptom): validated and not-checked events in the patient's language, newest first, 100 a page.",
    async handler({ user, query, deps }) {
      return communityFeed(deps, user, query);
    },
  }),

  route({
    call: "POST /api/patient/socialEvents",
    policy: "patient",
    failures: [404],
    tag: "community",
    status: 201,
    summary: `Posts a community message, waiting for moderation ('to check'). 409 TOO_SOON with \`daysRemaining\` when the patient's last post (a message or a shared picture, not a refused one) is more recent than ${COMMUNITY_MESSAGE_INTERVAL_DAYS} days; 404 for an unknown community; 400 for a picture that is not the patient's shared one.`,
    async handler({ user, body, deps }) {
      return postCommunityMessage(deps, user, body);
    },
  }),

  route({
    call: "GET /api/patient/socialEvents/mine",
    policy: "patient",
    tag: "community",
    summary: "The patient's own events, every status, newest first, 30 a page.",
    async handler({ user, query, deps }) {
      return myEvents(deps, user, query);
    },
  }),

  route({
    call: "DELETE /api/patient/socialEvents/:id",
    policy: "patient",
    tag: "community",
    summary: "Deletes one of the patient's own events, its comments and reactions; 404 for another person's.",
    async handler({ user, params, deps }) {
      return deleteOwnEvent(deps, user, params.id);
    },
  }),

  route({
    call: "POST /api/patient/socialEvents/:id/report",
    policy: "patient",
    failures: [404, 409],
    tag: "community",
    summary:
      "Reports a visible event to the moderators, with an optional reason: it waits in the moderation queue again, marked as reported. A second report by the same patient changes nothing; 404 for an event not shown, 409 OWN_EVENT for one's own.",
    async handler({ user, params, body, deps }) {
      return reportEvent(deps, user, params.id, body);
    },
  }),

  route({
    call: "GET /api/guest/socialEvent/:id",
    policy: "guest",
    tag: "guests",
    summary: "A validated social event, for anyone; 404 for any other.",
    async handler({ user, params, deps }) {
      return guestSocialEvent(deps, user, params.id);
    },
  }),

  route({
    call: "POST /api/patient/socialEvent/:id/comment",
    policy: "patient",
    tag: "community",
    summary:
      "Comments a visible event; the comment waits for moderation. 404 for an event not shown, 409 COMMENTS_CLOSED when it takes no comment.",
    async handler({ user, params, body, deps }) {
      return addComment(deps, user, params.id, body.input);
    },
  }),

  route({
    call: "GET /api/patient/socialEvent/:id/comments",
    policy: "patient",
    tag: "community",
    summary: "A visible event's validated comments, newest first, 10 a page.",
    async handler({ user, params, query, deps }) {
      return listComments(deps, user, params.id, query);
    },
  }),

  route({
    call: "DELETE /api/patient/comments/:id",
    policy: "patient",
    tag: "community",
    summary: "Deletes the patient's own comment; 404 for another person's.",
    async handler({ user, params, deps }) {
      return deleteComment(deps, user, params.id);
    },
  }),

  route({
    call: "POST /api/patient/messageReaction/",
    policy: "patient",
    failures: [404],
    tag: "community",
    summary:
      "Reacts to a visible event: one reaction per person and event, a second call changes it. 409 REACTIONS_CLOSED when it takes none.",
    async handler({ user, body, deps }) {
      return react(deps, user, body);
    },
  }),

  route({
    call: "DELETE /api/patient/messageReaction/:id",
    policy: "patient",
    tag: "community",
    summary: "Removes the patient's own reaction; 404 for another person's.",
    async handler({ user, params, deps }) {
      return removeReaction(deps, user, params.id);
    },
  }),
];
