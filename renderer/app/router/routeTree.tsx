import {
  rootRoute,
  indexRoute,
  appRoute,
  appIndexRoute,
  patientRoute,
  patientProRoute,
  proRoute,
  guestRoute,
  adminIndexRoute,
  adminRoute,
} from "./shellRoutes";
import {
  proProgramRoute,
  proProgramPlayRoute,
  proProgramsRoute,
  programsRoute,
  studyRoute,
  publicProgramRoute,
  followUpRoute,
  programStudyRoute,
} from "../../features/programs/routes";
import {
  proProfileRoute,
  proShopRoute,
  proPostsRoute,
  proBankRoute,
  proInvitationsRoute,
  proPatientsRoute,
  proPatientRoute,
  premiumRoute,
  authorRoute,
  authorSearchRoute,
  publicAuthorRoute,
} from "../../features/authors/routes";
import { proMessagesRoute, proChatRoute, authorChatRoute } from "../../features/chat/routes";
import { patientHomeRoute, personalizationRoute } from "../../features/home/routes";
import { tasksRoute } from "../../features/deck/routes";
import { goalRoute } from "../../features/goals/routes";
import { coachingRoute } from "../../features/assistant/routes";
import { rewardsRoute, rewardsHistoryRoute, awardsRoute } from "../../features/rewards/routes";
import {
  settingsRoute,
  profileSettingsRoute,
  socialSettingsRoute,
  authRoute,
  verifyRoute,
  accountSettingsRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  signInLinkRoute,
  emailChangeRoute,
} from "../../features/accounts/routes";
import {
  pathologiesSettingsRoute,
  seedPathologiesRoute,
  journalRoute,
  symptomRoute,
  questionnaireRoute,
} from "../../features/tracking/routes";
import { dataAccessSettingsRoute, medicalSharingRoute, externalRoute } from "../../features/sharing/routes";
import {
  communityRoute,
  myMessagesRoute,
  communityFeedRoute,
  guestSocialEventRoute,
  communityQuestionsRoute,
  communityVotesRoute,
  dailyQuestionsRoute,
  patientCommunityQuestionRoute,
  communityQuestionRoute,
  guestCommunityQuestionRoute,
} from "../../features/community/routes";
import { moderationRoute } from "../../features/moderation/routes";
import { unsubscribeRoute } from "../../features/reminders/routes";
export type { RouterContext } from "./shellRoutes";

/** The route tree: the app's frame and every feature's pages, in one place. */
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
      accountSettingsRoute,
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
      proProgramPlayRoute,
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
      forgotPasswordRoute,
      resetPasswordRoute,
      signInLinkRoute,
      emailChangeRoute,
      unsubscribeRoute,
      publicProgramRoute,
      publicAuthorRoute,
      guestSocialEventRoute,
      guestCommunityQuestionRoute,
    ]),
    externalRoute,
    adminRoute.addChildren([adminIndexRoute, moderationRoute]),
    communityQuestionRoute,
  ]),
  seedPathologiesRoute,
]);
