import type { AnyRoute } from "../http/route";
import { authRoutes } from "./auth";
import { communityRoutes } from "./community";
import { communityFeedRoutes } from "./communityFeed";
import { moderationRoutes } from "./moderation";
import { communityQuestionRoutes } from "./communityQuestions";
import { dailyActivityRoutes } from "./dailyActivity";
import { guestRoutes } from "./guest";
import { healthRoutes } from "./health";
import { medicationRoutes } from "./medications";
import { noticeRoutes } from "./notices";
import { openApiRoute } from "./openapi";
import { patientRoutes } from "./patient";
import { personalGoalRoutes } from "./personalGoals";
import { symptomRoutes } from "./symptoms";
import { uploadRoutes } from "./uploads";
import { patientInfoRoutes } from "./patientInfo";
import { questionnaireRoutes } from "./questionnaires";
import { journalRoutes } from "./journal";
import { cpxRoutes } from "./cpx";
import { authorChatRoutes } from "./authorChat";
import { endOfStudyRoutes } from "./endOfStudy";
import { correlationRoutes } from "./correlations";
import { premiumRoutes } from "./premium";
import { authorRoutes } from "./authors";
import { proProgramRoutes } from "./proPrograms";
import { proShopRoutes } from "./proShop";
import { proProfileRoutes } from "./proProfile";
import { proPostRoutes } from "./proPosts";
import { proBankRoutes } from "./proBank";
import { assistantRoutes } from "./assistant";
import { shopRoutes } from "./shop";
import { sharingRoutes } from "./sharing";
import { homeRoutes } from "./home";
import { awardRoutes } from "./awards";
import { profileRoutes } from "./profile";
import { proInvitationRoutes } from "./proInvitations";
import { proPatientRoutes } from "./proPatients";
import { dataAccessRoutes } from "./dataAccess";
import { analysisRoutes } from "./analysis";
import { studyRatingRoutes } from "./studyRatings";
import { clientConfigRoutes } from "./clientConfig";

/** The route table: every API route, each with its policy. */
export const routes: readonly AnyRoute[] = [
  ...healthRoutes,
  ...authRoutes,
  ...patientRoutes,
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
  ...noticeRoutes,
  ...endOfStudyRoutes,
  ...correlationRoutes,
  ...premiumRoutes,
  ...authorRoutes,
  ...questionnaireRoutes,
  ...journalRoutes,
  ...cpxRoutes,
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
  ...authorChatRoutes,
  ...proInvitationRoutes,
  ...proPatientRoutes,
  ...dataAccessRoutes,
  ...analysisRoutes,
  ...studyRatingRoutes,
  ...clientConfigRoutes,
  openApiRoute(() => routes),
];
