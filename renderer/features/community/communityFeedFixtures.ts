import type {
  CommunityEvent,
  CommunityEntry,
  ModerationItem,
  SocialCommentView,
} from "../../../card-schemas";
import { fail, ok, type MockRoutes } from "../../test/mockApi";

const author = { pseudo: "Migraine warrior", title: "Explorer", bio: "Living with migraine since 2010." };

/** A community event, validated, with a reaction of the reader's. */
export function communityEvent(over: Partial<CommunityEvent> = {}): CommunityEvent {
  return {
    id: "event-1",
    type: "MESSAGE",
    groupName: "all",
    status: "validated",
    language: "en",
    datetime: "2026-11-25T09:30:00.000Z",
    variables: { message: "A walk in the morning helps me before the pain starts." },
    noComment: false,
    noReaction: false,
    commentCounter: 2,
    author,
    mine: false,
    reactions: { counts: { SMILE: 3, LOVE: 1 }, mine: { id: "reaction-1", reaction: "LOVE" } },
    ...over,
  };
}

export const pictureEvent = communityEvent({
  id: "event-picture",
  type: "PICTURE",
  status: "not checked",
  variables: { fileId: "file-1" },
  commentCounter: 0,
  author: { pseudo: "A very long pseudo that goes on and on", title: null, bio: "" },
  reactions: { counts: {}, mine: null },
});

export const communities: CommunityEntry[] = [
  { name: "myMessages", label: null, unread: true },
  { name: "all", label: null, unread: false },
  { name: "MIGRAINE", label: "Migraine", unread: true },
];

export const comments: SocialCommentView[] = [
  {
    id: "comment-1",
    eventId: "event-1",
    message: "Thank you, I will try it.",
    status: "validated",
    datetime: "2026-11-25T10:00:00.000Z",
    author: { pseudo: "Sam", title: null, bio: "" },
    mine: true,
  },
];

/** What an item of the queue carries besides its text: nothing decided, no option, no report. */
const undecided = {
  status: "to check",
  reason: null,
  moderatedBy: null,
  moderator: null,
  moderatedAt: null,
  options: [],
  question: null,
  reports: { count: 0, reasons: [] },
} satisfies Partial<ModerationItem>;

export const moderationItems: ModerationItem[] = [
  {
    ...undecided,
    id: "event-waiting",
    kind: "event",
    text: "Has anyone tried magnesium?",
    groupName: "MIGRAINE",
    groupTitle: "Migraine",
    language: "en",
    datetime: "2026-11-26T08:00:00.000Z",
    author,
  },
  {
    ...undecided,
    id: "comment-waiting",
    kind: "comment",
    text: "Same here.",
    groupName: null,
    groupTitle: null,
    language: "fr",
    datetime: "2026-11-26T08:05:00.000Z",
    author: { pseudo: "", title: null, bio: "" },
  },
  {
    ...undecided,
    id: "question-waiting",
    kind: "question",
    text: "What helps you most on a bad day?",
    groupName: "community_all_en",
    groupTitle: null,
    language: "en",
    datetime: "2026-11-26T08:10:00.000Z",
    author,
    options: ["A walk", "Sleep", "Talking to someone"],
  },
  {
    ...undecided,
    id: "answer-waiting",
    kind: "answer",
    text: "A warm shower before bed.",
    groupName: null,
    groupTitle: null,
    language: "en",
    datetime: "2026-11-26T08:15:00.000Z",
    author,
    question: "What helps you sleep?",
  },
  {
    ...undecided,
    id: "rating-waiting",
    kind: "rating",
    text: "Short and kind, the breathing day helped.",
    groupName: "rating_tour",
    groupTitle: "Discover the app",
    language: "en",
    datetime: "2026-11-26T08:20:00.000Z",
    author,
  },
  {
    ...undecided,
    id: "event-reported",
    kind: "event",
    text: "Stop your treatment, it never works.",
    groupName: "all",
    groupTitle: null,
    language: "en",
    datetime: "2026-11-20T08:00:00.000Z",
    status: "validated",
    author,
    reason: null,
    moderatedBy: "admin-1",
    moderator: "admin@demo.outchi",
    moderatedAt: "2026-11-20T09:00:00.000Z",
    reports: { count: 2, reasons: ["Dangerous medical advice"] },
  },
];

/** The latest decisions, the newest first. */
export const moderationHistoryItems: ModerationItem[] = [
  {
    ...undecided,
    id: "event-refused",
    kind: "event",
    text: "Buy my miracle pills!",
    groupName: "all",
    groupTitle: null,
    language: "en",
    datetime: "2026-11-25T08:00:00.000Z",
    status: "refused",
    author,
    reason: "Advertising",
    moderatedBy: "admin-1",
    moderator: "admin@demo.outchi",
    moderatedAt: "2026-11-26T09:30:00.000Z",
  },
  {
    ...undecided,
    id: "comment-validated",
    kind: "comment",
    text: "Thank you for sharing.",
    groupName: null,
    groupTitle: null,
    language: "fr",
    datetime: "2026-11-25T07:00:00.000Z",
    status: "validated",
    author,
    moderatedBy: "admin-1",
    moderator: "admin@demo.outchi",
    moderatedAt: "2026-11-26T09:00:00.000Z",
  },
];

export interface CommunityServerOptions {
  feed?: CommunityEvent[];
  mine?: CommunityEvent[];
  comments?: SocialCommentView[];
  /** The next message is refused TOO_SOON with these days. */
  tooSoon?: number;
  moderation?: ModerationItem[];
}

/** The community's calls, answered from fixtures. */
export function communityServer(options: CommunityServerOptions = {}): MockRoutes {
  return {
    "GET /api/patient/community": () => ok({ items: communities }),
    "POST /api/patient/community/:name/read": () => ok({}),
    "GET /api/patient/socialEvents": () =>
      ok({ items: options.feed ?? [communityEvent(), pictureEvent], nextToken: null }),
    "GET /api/patient/socialEvents/mine": () => ok({ items: options.mine ?? [], nextToken: null }),
    "POST /api/patient/socialEvents": ({ body }) =>
      options.tooSoon
        ? fail(409, "TOO_SOON", undefined, [{ daysRemaining: options.tooSoon }])
        : ok(
            communityEvent({
              id: "event-new",
              status: "to check",
              mine: true,
              variables: { message: body.message },
              reactions: { counts: {}, mine: null },
            }),
            201,
          ),
    "DELETE /api/patient/socialEvents/:id": () => ok({}),
    "GET /api/patient/socialEvent/:id/comments": () =>
      ok({ items: options.comments ?? comments, nextToken: null }),
    "POST /api/patient/socialEvent/:id/comment": ({ params, body }) =>
      ok({
        ...comments[0]!,
        id: "comment-new",
        eventId: params.id,
        message: body.input.message,
        status: "to check",
      }),
    "DELETE /api/patient/comments/:id": () => ok({}),
    "POST /api/patient/messageReaction/": () => ok({ id: "reaction-2" }),
    "DELETE /api/patient/messageReaction/:id": () => ok({}),
    "GET /api/guest/socialEvent/:id": () =>
      ok(communityEvent({ reactions: { counts: { SMILE: 3 }, mine: null } })),
    "GET /api/admin/moderation": () => ok({ items: options.moderation ?? moderationItems }),
    "GET /api/admin/moderation/history": () => ok({ items: moderationHistoryItems }),
    "POST /api/patient/socialEvents/:id/report": () => ok({}),
    "POST /api/admin/moderation/:id": ({ params, body }) =>
      ok({
        ...moderationItems[0]!,
        id: params.id,
        status: body.status,
        reason: body.reason ?? null,
        moderatedBy: "admin",
      }),
  };
}
