import type { AnyRoute } from "../platform/http/route";
import { authRoutes } from "./accounts/authRoutes";
import { credentialRoutes } from "./accounts/credentialRoutes";
import { communityRoutes } from "./community/communityRoutes";
import { communityFeedRoutes } from "./community/communityFeedRoutes";
import { moderationRoutes } from "./moderation/moderationRoutes";
import { communityQuestionRoutes } from "./community/communityQuestionsRoutes";
import { dailyActivityRoutes } from "./tracking/dailyActivityRoutes";
import { guestRoutes } from "./programs/guestRoutes";
import { healthRoutes } from "../platform/http/health";
import { medicationRoutes } from "./tracking/medicationsRoutes";
import { noticeRoutes } from "./deck/noticesRoutes";
import { openApiRoute } from "../platform/http/openapi";
import { deckRoutes } from "./deck/deckRoutes";
import { rewardsRoutes } from "./rewards/rewardsRoutes";
import { subscriptionRoutes } from "./programs/subscriptionRoutes";
import { personalGoalRoutes } from "./goals/personalGoalsRoutes";
import { symptomRoutes } from "./tracking/symptomsRoutes";
import { uploadRoutes } from "./uploads/uploadsRoutes";
import { patientInfoRoutes } from "./accounts/patientInfoRoutes";
import { reminderRoutes } from "./reminders/reminderRoutes";
import { questionnaireRoutes } from "./tracking/questionnairesRoutes";
import { journalRoutes } from "./tracking/journalRoutes";
import { cpxRoutes } from "./rewards/cpxRoutes";
import { patientStreamRoutes } from "./patientStreamRoutes";
import { authorChatRoutes } from "./chat/authorChatRoutes";
import { endOfStudyRoutes } from "./programs/endOfStudyRoutes";
import { correlationRoutes } from "./analysis/correlationsRoutes";
import { premiumRoutes } from "./rewards/premiumRoutes";
import { authorRoutes } from "./authors/authorsRoutes";
import { proProgramRoutes } from "./programs/proProgramsRoutes";
import { proShopRoutes } from "./authors/proShopRoutes";
import { proProfileRoutes } from "./authors/proProfileRoutes";
import { proPostRoutes } from "./authors/proPostsRoutes";
import { proBankRoutes } from "./authors/proBankRoutes";
import { assistantRoutes } from "./assistant/assistantRoutes";
import { shopRoutes } from "./rewards/shopRoutes";
import { sharingRoutes } from "./sharing/sharingRoutes";
import { homeRoutes } from "./home/homeRoutes";
import { awardRoutes } from "./rewards/awardsRoutes";
import { socialProfileRoutes } from "./community/socialProfileRoutes";
import { authorSubscriptionRoutes } from "./authors/authorSubscriptionRoutes";
import { profileRoutes } from "./accounts/profileRoutes";
import { proInvitationRoutes } from "./authors/proInvitationsRoutes";
import { proPatientRoutes } from "./authors/proPatientsRoutes";
import { dataAccessRoutes } from "./sharing/dataAccessRoutes";
import { analysisRoutes } from "./analysis/analysisRoutes";
import { studyRatingRoutes } from "./programs/studyRatingsRoutes";
import { clientConfigRoutes } from "../platform/http/clientConfig";

/** The route table: every API route, each with its policy. */
export const routes: readonly AnyRoute[] = [
  ...healthRoutes,
  ...authRoutes,
  ...credentialRoutes,
  ...deckRoutes,
  ...rewardsRoutes,
  ...subscriptionRoutes,
  ...dailyActivityRoutes,
  ...personalGoalRoutes,
  ...guestRoutes,
  ...communityRoutes,
  ...communityFeedRoutes,
  ...moderationRoutes,
  ...communityQuestionRoutes,
  ...symptomRoutes,
  ...medicationRoutes,
  ...uploadRoutes,
  ...patientInfoRoutes,
  ...reminderRoutes,
  ...noticeRoutes,
  ...endOfStudyRoutes,
  ...correlationRoutes,
  ...premiumRoutes,
  ...authorSubscriptionRoutes,
  ...authorRoutes,
  ...questionnaireRoutes,
  ...journalRoutes,
  ...cpxRoutes,
  ...patientStreamRoutes,
  ...proProgramRoutes,
  ...proShopRoutes,
  ...proProfileRoutes,
  ...proPostRoutes,
  ...proBankRoutes,
  ...assistantRoutes,
  ...shopRoutes,
  ...sharingRoutes,
  ...homeRoutes,
  ...awardRoutes,
  ...profileRoutes,
  ...socialProfileRoutes,
  ...authorChatRoutes,
  ...proInvitationRoutes,
  ...proPatientRoutes,
  ...dataAccessRoutes,
  ...analysisRoutes,
  ...studyRatingRoutes,
  ...clientConfigRoutes,
  openApiRoute(() => routes),
];
