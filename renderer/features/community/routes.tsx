/** The pages of community, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { appRoute, patientRoute, guestRoute } from "../../app/router/shellRoutes";
import { meQuery } from "../../app/session/queries";

export const communityRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "community",
  component: lazyRouteComponent(() => import("./CommunityPage"), "CommunityPage"),
});

export const myMessagesRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "community/myMessages",
  component: lazyRouteComponent(() => import("./MyMessagesPage"), "MyMessagesPage"),
});

export const communityFeedRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "community/byName/$communityName",
  component: lazyRouteComponent(() => import("./CommunityFeedPage"), "CommunityFeedPage"),
});

export const guestSocialEventRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "ressources/socialEvent/$id",
  component: lazyRouteComponent(() => import("./GuestSocialEventPage"), "GuestSocialEventPage"),
});

export const communityQuestionsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "community/byName/$communityName/questions",
  component: lazyRouteComponent(() => import("./CommunityQuestionsPage"), "CommunityQuestionsPage"),
});

export const communityVotesRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "community/byName/$communityName/votes",
  component: lazyRouteComponent(() => import("./CommunityVotesPage"), "CommunityVotesPage"),
});

export const dailyQuestionsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "community/questions",
  component: lazyRouteComponent(() => import("./DailyQuestionsPage"), "DailyQuestionsPage"),
});

export const patientCommunityQuestionRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/communityQuestion/$id",
  component: lazyRouteComponent(() => import("./CommunityQuestionPage"), "CommunityQuestionPage"),
});

// The same question page in the community area (docs/architecture.md); a guest signs in first.
export const communityQuestionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "community/communityQuestion/$id",
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api));
    if (!user) throw redirect({ to: "/app/guest/auth", search: { nextPage: location.href } });
  },
  component: lazyRouteComponent(() => import("./CommunityQuestionPage"), "CommunityQuestionPage"),
});

export const guestCommunityQuestionRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "ressources/communityQuestion/$id",
  component: lazyRouteComponent(() => import("./GuestCommunityQuestionPage"), "GuestCommunityQuestionPage"),
});
