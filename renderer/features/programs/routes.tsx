/** The pages of programs, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { User } from "../../../card-schemas";
import { pickLocale } from "../../app/i18n/locales";
import { publicProgramQuery } from "./public/queries";
import { myRatingQuery, programRatingsQuery } from "./ratings/queries";
import { patientRoute, proRoute, guestRoute } from "../../app/router/shellRoutes";
import { meKey } from "../../app/session/queries";

export const proProgramRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "programs/$id",
  component: lazyRouteComponent(() => import("./editor/ProgramEditorPage"), "ProgramEditorPage"),
});

export const proProgramPlayRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "programs/$id/play",
  component: lazyRouteComponent(() => import("./play/ProgramPlayPage"), "ProgramPlayPage"),
});

export const proProgramsRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "/",
  component: lazyRouteComponent(() => import("./editor/ProProgramsPage"), "ProProgramsPage"),
});

export const programsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "program",
  component: lazyRouteComponent(() => import("./ProgramsPage"), "ProgramsPage"),
});

export const studyRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/studies/$id",
  component: lazyRouteComponent(() => import("./StudyPage"), "StudyPage"),
});

export const publicProgramRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "ressources/programs/$id",
  // The program is fetched while the page's code loads, in the language the page will be read in.
  loader: ({ context: { queryClient, api, languages = [] }, params }) => {
    const user = queryClient.getQueryData<User | null>(meKey);
    void queryClient.prefetchQuery(publicProgramQuery(api, params.id, pickLocale(user?.language, languages)));
    // Its ratings are drawn with it (the server answers them in the page), a patient's own too.
    void queryClient.prefetchQuery(programRatingsQuery(api, params.id));
    if (user?.role === "patient") void queryClient.prefetchQuery(myRatingQuery(api, params.id));
  },
  staticData: { firstScreen: true },
  component: lazyRouteComponent(() => import("./PublicProgramPage"), "PublicProgramPage"),
});

export const followUpRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/followUp/$studyId",
  component: lazyRouteComponent(() => import("./FollowUpPage"), "FollowUpPage"),
});

// docs/architecture.md: a task card's title links here; the same page as the study's resource page.
export const programStudyRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "program/studies/$id",
  component: lazyRouteComponent(() => import("./StudyPage"), "StudyPage"),
});
