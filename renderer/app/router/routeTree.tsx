import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  redirect,
} from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import type { User } from "../../../card-schemas";
import type { ApiClient } from "../api/client";
import { bankQuery } from "../../features/rewards/bank/queries";
import { homeQuery } from "../../features/home/queries";
import { goalsInProgressQuery } from "../../features/goals/queries";
import { pickLocale } from "../i18n/locales";
import { meKey, meQuery } from "../../features/accounts/session/queries";
import { publicProgramQuery } from "../../features/programs/public/queries";
import { myRatingQuery, programRatingsQuery } from "../../features/programs/ratings/queries";
import { programsQuery } from "../../features/programs/queries";
import { NotFoundPage } from "../shell/NotFoundPage";
import { RootLayout } from "../shell/RootLayout";
import { RouteError } from "../shell/RouteError";
import { todoQuery } from "../../features/deck/todo/queries";
import { today } from "../../features/accounts/session/today";
import { isDay } from "../../../engine/shared/dates";
import { assistantQuery } from "../../features/assistant/queries";

export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  /** The reader's languages (the browser's), which pick a guest's language as AppI18n does. */
  languages?: readonly string[];
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: () => {
    throw redirect({ to: "/app/patient" });
  },
});

const appRoute = createRoute({ getParentRoute: () => rootRoute, path: "/app" });

const appIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/",
  beforeLoad: () => {
    throw redirect({ to: "/app/patient" });
  },
});

const proProgramRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "programs/$id",
  component: lazyRouteComponent(
    () => import("../../features/programs/editor/ProgramEditorPage"),
    "ProgramEditorPage",
  ),
});

/**
 * Every patient page: a guest is sent to sign in, then brought back here; a professional, whose
 * sign-in lands here by default, goes on to the pro area.
 */
const patientRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "patient",
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api));
    if (!user) throw redirect({ to: "/app/guest/auth", search: { nextPage: location.href } });
    if (user.role === "pro") throw redirect({ to: "/app/pro", replace: true });
    return { user };
  },
});

// The pro area's old address (docs/architecture.md) leads to it.
const patientProRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "pro",
  beforeLoad: () => {
    throw redirect({ to: "/app/pro", replace: true });
  },
});

/**
 * The professionals' back office, a chunk of its own (the patient app never loads it). A guest
 * signs in first; anyone else than a pro sees ProLayout's "for professionals" page.
 */
const proRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "pro",
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api));
    if (!user) throw redirect({ to: "/app/guest/auth", search: { nextPage: location.href } });
    return { user };
  },
  component: lazyRouteComponent(() => import("../pro/ProLayout"), "ProLayout"),
});

const proProgramsRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "/",
  component: lazyRouteComponent(
    () => import("../../features/programs/editor/ProProgramsPage"),
    "ProProgramsPage",
  ),
});

const proProfileRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "profile",
  component: lazyRouteComponent(
    () => import("../../features/authors/proProfile/ProProfilePage"),
    "ProProfilePage",
  ),
});

const proShopRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "shop",
  component: lazyRouteComponent(() => import("../../features/authors/shop/ProShopPage"), "ProShopPage"),
});

const proPostsRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "posts",
  component: lazyRouteComponent(() => import("../../features/authors/posts/ProPostsPage"), "ProPostsPage"),
});

const proMessagesRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "messages",
  component: lazyRouteComponent(() => import("../../features/chat/pro/ProMessagesPage"), "ProMessagesPage"),
});

const proChatRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "messages/$userId",
  component: lazyRouteComponent(() => import("../../features/chat/pro/ProChatPage"), "ProChatPage"),
});

const proBankRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "bank",
  component: lazyRouteComponent(() => import("../../features/authors/proBank/ProBankPage"), "ProBankPage"),
});

const proInvitationsRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "invitations",
  component: lazyRouteComponent(
    () => import("../../features/authors/patients/ProInvitationsPage"),
    "ProInvitationsPage",
  ),
});

const proPatientsRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "patients",
  component: lazyRouteComponent(
    () => import("../../features/authors/patients/ProPatientsPage"),
    "ProPatientsPage",
  ),
});

const proPatientRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "patients/$userId",
  component: lazyRouteComponent(
    () => import("../../features/authors/patients/ProPatientPage"),
    "ProPatientPage",
  ),
});

const patientHomeRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "/",
  // The tiles' data is fetched while the page's code loads, and the page is drawn with it at once.
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(bankQuery(api));
    void queryClient.prefetchQuery(programsQuery(api));
    void queryClient.prefetchQuery(homeQuery(api));
    void queryClient.prefetchQuery(goalsInProgressQuery(api));
  },
  staticData: { firstScreen: true },
  component: lazyRouteComponent(() => import("../../features/home/PatientHomePage"), "PatientHomePage"),
});

const programsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "program",
  component: lazyRouteComponent(() => import("../../features/programs/ProgramsPage"), "ProgramsPage"),
});

const tasksRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "tasks",
  // The deck's cards are fetched while the deck's code loads, not after.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(todoQuery(context.api, today(context.user.timeZone)));
  },
  staticData: { firstScreen: true },
  component: lazyRouteComponent(() => import("../../features/deck/TasksPage"), "TasksPage"),
});

const studyRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/studies/$id",
  component: lazyRouteComponent(() => import("../../features/programs/StudyPage"), "StudyPage"),
});

const goalRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/goals/$id",
  component: lazyRouteComponent(() => import("../../features/goals/GoalPage"), "GoalPage"),
});

const premiumRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "premium",
  validateSearch: (
    search: Record<string, unknown>,
  ): { autor?: string; sandboxCheckout?: string; amount?: string } => ({
    ...(typeof search.autor === "string" ? { autor: search.autor } : {}),
    ...(typeof search.sandboxCheckout === "string" ? { sandboxCheckout: search.sandboxCheckout } : {}),
    ...(search.amount !== undefined ? { amount: String(search.amount) } : {}),
  }),
  component: lazyRouteComponent(() => import("../../features/authors/premium/PremiumPage"), "PremiumPage"),
});

const coachingRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "coaching",
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(assistantQuery(api));
  },
  component: lazyRouteComponent(() => import("../../features/assistant/CoachingPage"), "CoachingPage"),
});

const rewardsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "rewards",
  validateSearch: (search: Record<string, unknown>): { sandboxCheckout?: string; amount?: string } => ({
    ...(typeof search.sandboxCheckout === "string" ? { sandboxCheckout: search.sandboxCheckout } : {}),
    ...(search.amount !== undefined ? { amount: String(search.amount) } : {}),
  }),
  component: lazyRouteComponent(() => import("../../features/rewards/RewardsPage"), "RewardsPage"),
});

const rewardsHistoryRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "rewards/historique",
  component: lazyRouteComponent(
    () => import("../../features/rewards/RewardsHistoryPage"),
    "RewardsHistoryPage",
  ),
});

const awardsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "awards",
  component: lazyRouteComponent(() => import("../../features/rewards/AwardsPage"), "AwardsPage"),
});

const settingsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "settings",
  component: lazyRouteComponent(() => import("../../features/accounts/SettingsPage"), "SettingsPage"),
});

const profileSettingsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "settings/profile",
  component: lazyRouteComponent(
    () => import("../../features/accounts/ProfileSettingsPage"),
    "ProfileSettingsPage",
  ),
});

const socialSettingsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "settings/social",
  component: lazyRouteComponent(
    () => import("../../features/accounts/SocialSettingsPage"),
    "SocialSettingsPage",
  ),
});

const pathologiesSettingsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "settings/pathologies",
  component: lazyRouteComponent(
    () => import("../../features/tracking/PathologiesSettingsPage"),
    "PathologiesSettingsPage",
  ),
});

// docs/architecture.md own address of the goals-and-symptoms settings, outside /app (the server redirects it too).
const seedPathologiesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/patient/settings/pathologies",
  beforeLoad: () => {
    throw redirect({ to: "/app/patient/settings/pathologies", replace: true });
  },
});

const dataAccessSettingsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "settings/dataAccess",
  component: lazyRouteComponent(() => import("../../features/sharing/DataAccessPage"), "DataAccessPage"),
});

const guestRoute = createRoute({ getParentRoute: () => appRoute, path: "guest" });

const authRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "auth",
  validateSearch: (search: Record<string, unknown>): { nextPage?: string } =>
    typeof search.nextPage === "string" ? { nextPage: search.nextPage } : {},
  component: lazyRouteComponent(() => import("../../features/accounts/AuthPage"), "AuthPage"),
});

// The link a sign-up emails: a sibling of the auth page, which has no outlet.
const verifyRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "auth/verify",
  validateSearch: (search: Record<string, unknown>): { token?: string; nextPage?: string } => ({
    ...(typeof search.token === "string" ? { token: search.token } : {}),
    ...(typeof search.nextPage === "string" ? { nextPage: search.nextPage } : {}),
  }),
  component: lazyRouteComponent(() => import("../../features/accounts/VerifyPage"), "VerifyPage"),
});

const publicProgramRoute = createRoute({
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
  component: lazyRouteComponent(
    () => import("../../features/programs/PublicProgramPage"),
    "PublicProgramPage",
  ),
});

const authorRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/autors/$autorId",
  component: lazyRouteComponent(() => import("../../features/authors/AuthorPage"), "AuthorPage"),
});

const authorSearchRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/autors",
  component: lazyRouteComponent(() => import("../../features/authors/AuthorSearchPage"), "AuthorSearchPage"),
});

const publicAuthorRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "ressources/autors/$autorId",
  component: lazyRouteComponent(() => import("../../features/authors/PublicAuthorPage"), "PublicAuthorPage"),
});

const authorChatRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "contact/autors/$autorId",
  component: lazyRouteComponent(() => import("../../features/chat/AuthorChatPage"), "AuthorChatPage"),
});

const followUpRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/followUp/$studyId",
  component: lazyRouteComponent(() => import("../../features/programs/FollowUpPage"), "FollowUpPage"),
});

/** `?date=YYYY-MM-DD`: the day the journal shows (today when absent or not a day). */
const journalRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "journal",
  validateSearch: (search: Record<string, unknown>): { date?: string } =>
    typeof search.date === "string" && isDay(search.date) ? { date: search.date } : {},
  component: lazyRouteComponent(() => import("../../features/tracking/JournalPage"), "JournalPage"),
});

const symptomRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/symptom/$symptomId",
  component: lazyRouteComponent(() => import("../../features/tracking/SymptomPage"), "SymptomPage"),
});

const questionnaireRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/questionnaire/$id",
  component: lazyRouteComponent(
    () => import("../../features/tracking/QuestionnairePage"),
    "QuestionnairePage",
  ),
});

// docs/architecture.md: a task card's title links here; the same page as the study's resource page.
const programStudyRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "program/studies/$id",
  component: lazyRouteComponent(() => import("../../features/programs/StudyPage"), "StudyPage"),
});

const medicalSharingRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "journal/medical",
  component: lazyRouteComponent(
    () => import("../../features/sharing/MedicalSharingPage"),
    "MedicalSharingPage",
  ),
});

// Outside the patient area: whoever holds a connection's key reads it without signing in.
const externalRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "external/$key",
  component: lazyRouteComponent(() => import("../../features/sharing/ExternalViewPage"), "ExternalViewPage"),
});

const personalizationRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "settings/personalization",
  component: lazyRouteComponent(
    () => import("../../features/home/PersonalizationPage"),
    "PersonalizationPage",
  ),
});

const communityRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "community",
  component: lazyRouteComponent(() => import("../../features/community/CommunityPage"), "CommunityPage"),
});

const myMessagesRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "community/myMessages",
  component: lazyRouteComponent(() => import("../../features/community/MyMessagesPage"), "MyMessagesPage"),
});

const communityFeedRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "community/byName/$communityName",
  component: lazyRouteComponent(
    () => import("../../features/community/CommunityFeedPage"),
    "CommunityFeedPage",
  ),
});

const guestSocialEventRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "ressources/socialEvent/$id",
  component: lazyRouteComponent(
    () => import("../../features/community/GuestSocialEventPage"),
    "GuestSocialEventPage",
  ),
});

/** The admins' pages: a guest signs in first; anyone else than an admin reads that they are not for them. */
const adminRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "admin",
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api));
    if (!user) throw redirect({ to: "/app/guest/auth", search: { nextPage: location.href } });
    return { user };
  },
});

const moderationRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "moderation",
  component: lazyRouteComponent(() => import("../../features/moderation/ModerationPage"), "ModerationPage"),
});

const communityQuestionsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "community/byName/$communityName/questions",
  component: lazyRouteComponent(
    () => import("../../features/community/CommunityQuestionsPage"),
    "CommunityQuestionsPage",
  ),
});

const communityVotesRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "community/byName/$communityName/votes",
  component: lazyRouteComponent(
    () => import("../../features/community/CommunityVotesPage"),
    "CommunityVotesPage",
  ),
});

const dailyQuestionsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "community/questions",
  component: lazyRouteComponent(
    () => import("../../features/community/DailyQuestionsPage"),
    "DailyQuestionsPage",
  ),
});

const patientCommunityQuestionRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/communityQuestion/$id",
  component: lazyRouteComponent(
    () => import("../../features/community/CommunityQuestionPage"),
    "CommunityQuestionPage",
  ),
});

// The same question page in the community area (docs/architecture.md); a guest signs in first.
const communityQuestionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "community/communityQuestion/$id",
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api));
    if (!user) throw redirect({ to: "/app/guest/auth", search: { nextPage: location.href } });
  },
  component: lazyRouteComponent(
    () => import("../../features/community/CommunityQuestionPage"),
    "CommunityQuestionPage",
  ),
});

const guestCommunityQuestionRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "ressources/communityQuestion/$id",
  component: lazyRouteComponent(
    () => import("../../features/community/GuestCommunityQuestionPage"),
    "GuestCommunityQuestionPage",
  ),
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  appRoute.addChildren([
    appIndexRoute,
    patientRoute.addChildren([
      patientHomeRoute,
      programsRoute,
      tasksRoute,
      studyRoute,
      goalRoute,
      premiumRoute,
      patientProRoute,
      coachingRoute,
      followUpRoute,
      rewardsRoute,
      rewardsHistoryRoute,
      personalizationRoute,
      awardsRoute,
      settingsRoute,
      profileSettingsRoute,
      socialSettingsRoute,
      pathologiesSettingsRoute,
      authorRoute,
      authorSearchRoute,
      medicalSharingRoute,
      journalRoute,
      symptomRoute,
      questionnaireRoute,
      programStudyRoute,
      authorChatRoute,
      dataAccessSettingsRoute,
      communityRoute,
      myMessagesRoute,
      communityFeedRoute,
      communityQuestionsRoute,
      communityVotesRoute,
      dailyQuestionsRoute,
      patientCommunityQuestionRoute,
    ]),
    proRoute.addChildren([
      proProgramsRoute,
      proProgramRoute,
      proProfileRoute,
      proShopRoute,
      proPostsRoute,
      proBankRoute,
      proMessagesRoute,
      proChatRoute,
      proInvitationsRoute,
      proPatientsRoute,
      proPatientRoute,
    ]),
    guestRoute.addChildren([
      authRoute,
      verifyRoute,
      publicProgramRoute,
      publicAuthorRoute,
      guestSocialEventRoute,
      guestCommunityQuestionRoute,
    ]),
    externalRoute,
    adminRoute.addChildren([moderationRoute]),
    communityQuestionRoute,
  ]),
  seedPathologiesRoute,
]);
