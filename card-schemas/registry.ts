/**
 * Every JSON Schema of card-schemas, by kind and name. JSON is imported (not read from disk) so the
 * same module works under tsx, vitest and a bundler.
 */
import common from "./_common.schema.json" with { type: "json" };
import localizedText from "./_localizedText.schema.json" with { type: "json" };
import language from "./_language.schema.json" with { type: "json" };
import dailyQueue from "./documents/dailyQueue.schema.json" with { type: "json" };
import cardBase from "./cards/_cardBase.schema.json" with { type: "json" };
import card from "./cards/_card.schema.json" with { type: "json" };
import cardStatus from "./cards/_cardStatus.schema.json" with { type: "json" };
import TASK from "./cards/TASK.schema.json" with { type: "json" };
import AUTOR_TASK from "./cards/AUTOR_TASK.schema.json" with { type: "json" };
import GOAL_DEFAULT from "./cards/GOAL_DEFAULT.schema.json" with { type: "json" };
import NOTIFICATION_CARD from "./cards/NOTIFICATION_CARD.schema.json" with { type: "json" };
import LOST_SERIE from "./cards/LOST_SERIE.schema.json" with { type: "json" };
import NEW_STUDY from "./cards/NEW_STUDY.schema.json" with { type: "json" };
import AUTOR_MESSAGE from "./cards/AUTOR_MESSAGE.schema.json" with { type: "json" };
import QUESTION from "./cards/QUESTION.schema.json" with { type: "json" };
import ERROR from "./cards/ERROR.schema.json" with { type: "json" };
import task from "./tasks/_task.schema.json" with { type: "json" };
import DEFAULT from "./tasks/DEFAULT.schema.json" with { type: "json" };
import MEDIA from "./tasks/MEDIA.schema.json" with { type: "json" };
import CHOICE from "./tasks/CHOICE.schema.json" with { type: "json" };
import CHRONO from "./tasks/CHRONO.schema.json" with { type: "json" };
import ENIGME from "./tasks/ENIGME.schema.json" with { type: "json" };
import WALK from "./tasks/WALK.schema.json" with { type: "json" };
import HYDRATION from "./tasks/HYDRATION.schema.json" with { type: "json" };
import MEAL from "./tasks/MEAL.schema.json" with { type: "json" };
import DAY_ACTIVITY from "./tasks/DAY_ACTIVITY.schema.json" with { type: "json" };
import PERSONAL_GOAL from "./tasks/PERSONAL_GOAL.schema.json" with { type: "json" };
import SYMPTOMS from "./tasks/SYMPTOMS.schema.json" with { type: "json" };
import FULLSCREEN_SYMPTOMS from "./tasks/FULLSCREEN_SYMPTOMS.schema.json" with { type: "json" };
import SYMMTOM_TRIGGER_CARD from "./tasks/SYMMTOM_TRIGGER_CARD.schema.json" with { type: "json" };
import MEDICATION_INTAKE from "./tasks/MEDICATION_INTAKE.schema.json" with { type: "json" };
import END_STUDY from "./tasks/END_STUDY.schema.json" with { type: "json" };
import CORRELATION from "./tasks/CORRELATION.schema.json" with { type: "json" };
import COMMUNITY_QUESTION from "./tasks/COMMUNITY_QUESTION.schema.json" with { type: "json" };
import communityQuestions from "./content/communityQuestions.schema.json" with { type: "json" };
import carousel from "./documents/carousel.schema.json" with { type: "json" };
import carouselItem from "./_carouselItem.schema.json" with { type: "json" };
import correlationView from "./_correlationView.schema.json" with { type: "json" };
import QUESTIONNAIRE from "./tasks/QUESTIONNAIRE.schema.json" with { type: "json" };
import CPX from "./tasks/CPX.schema.json" with { type: "json" };
import CUSTOM_ACTIVITY_CARD from "./tasks/CUSTOM_ACTIVITY_CARD.schema.json" with { type: "json" };
import FULLSCREEN_ACTIVITY_CARD from "./tasks/FULLSCREEN_ACTIVITY_CARD.schema.json" with { type: "json" };
import PICTURE_PRIVATE from "./tasks/PICTURE_PRIVATE.schema.json" with { type: "json" };
import PICTURE_SOCIAL from "./tasks/PICTURE_SOCIAL.schema.json" with { type: "json" };
import IOT from "./tasks/IOT.schema.json" with { type: "json" };
import action from "./blocks/_action.schema.json" with { type: "json" };
import block from "./blocks/_block.schema.json" with { type: "json" };
import text from "./blocks/text.schema.json" with { type: "json" };
import image from "./blocks/image.schema.json" with { type: "json" };
import media from "./blocks/media.schema.json" with { type: "json" };
import button from "./blocks/button.schema.json" with { type: "json" };
import input from "./blocks/input.schema.json" with { type: "json" };
import choice from "./blocks/choice.schema.json" with { type: "json" };
import timer from "./blocks/timer.schema.json" with { type: "json" };
import programTexts from "./content/_programTexts.schema.json" with { type: "json" };
import program from "./content/program.schema.json" with { type: "json" };
import authors from "./content/authors.schema.json" with { type: "json" };
import dataValues from "./content/dataValues.schema.json" with { type: "json" };
import symptoms from "./content/symptoms.schema.json" with { type: "json" };
import medications from "./content/medications.schema.json" with { type: "json" };
import questionnaire from "./content/questionnaire.schema.json" with { type: "json" };
import authorMessages from "./content/authorMessages.schema.json" with { type: "json" };
import news from "./content/news.schema.json" with { type: "json" };
import user from "./api/user.schema.json" with { type: "json" };
import session from "./api/session.schema.json" with { type: "json" };
import authCalls from "./api/auth.schema.json" with { type: "json" };
import deckCalls from "./api/deck.schema.json" with { type: "json" };
import programCalls from "./api/programs.schema.json" with { type: "json" };
import proProgramCalls from "./api/proPrograms.schema.json" with { type: "json" };
import communityCalls from "./api/community.schema.json" with { type: "json" };
import communityFeedCalls from "./api/communityFeed.schema.json" with { type: "json" };
import communityQuestionCalls from "./api/communityQuestions.schema.json" with { type: "json" };
import dailyEntryCalls from "./api/dailyEntries.schema.json" with { type: "json" };
import trackingCalls from "./api/tracking.schema.json" with { type: "json" };
import questionnaireCalls from "./api/questionnaires.schema.json" with { type: "json" };
import premiumCalls from "./api/premium.schema.json" with { type: "json" };
import uploadCalls from "./api/uploads.schema.json" with { type: "json" };
import surveyCalls from "./api/surveys.schema.json" with { type: "json" };
import patientStream from "./api/patientStream.schema.json" with { type: "json" };
import proStream from "./api/proStream.schema.json" with { type: "json" };
import chatMessage from "./api/chatMessage.schema.json" with { type: "json" };
import chatEvent from "./api/chatEvent.schema.json" with { type: "json" };
import authorChatCalls from "./api/authorChat.schema.json" with { type: "json" };
import failure from "./api/failure.schema.json" with { type: "json" };
import programConditionResult from "./api/programConditionResult.schema.json" with { type: "json" };
import profileCalls from "./api/profile.schema.json" with { type: "json" };
import serverCalls from "./api/server.schema.json" with { type: "json" };
import proAccountCalls from "./api/proAccount.schema.json" with { type: "json" };
import assistantCalls from "./api/assistant.schema.json" with { type: "json" };
import shopCalls from "./api/shop.schema.json" with { type: "json" };
import authorCalls from "./api/authors.schema.json" with { type: "json" };
import sharingCalls from "./api/sharing.schema.json" with { type: "json" };
import reminderCalls from "./api/reminders.schema.json" with { type: "json" };
import shop from "./documents/shop.schema.json" with { type: "json" };
import shopObjects from "./content/shopObjects.schema.json" with { type: "json" };
import giftCodes from "./content/giftCodes.schema.json" with { type: "json" };
import surveyOffers from "./content/surveyOffers.schema.json" with { type: "json" };
import home from "./documents/home.schema.json" with { type: "json" };
import homeSection from "./cards/_homeSection.schema.json" with { type: "json" };
import HOME_TASKS from "./cards/HOME_TASKS.schema.json" with { type: "json" };
import HOME_SYMPTOM from "./cards/HOME_SYMPTOM.schema.json" with { type: "json" };
import HOME_CORRELATIONS from "./cards/HOME_CORRELATIONS.schema.json" with { type: "json" };
import HOME_PROGRAMS from "./cards/HOME_PROGRAMS.schema.json" with { type: "json" };
import HOME_NEWS from "./cards/HOME_NEWS.schema.json" with { type: "json" };
import HOME_PET from "./cards/HOME_PET.schema.json" with { type: "json" };
import HOME_AWARDS from "./cards/HOME_AWARDS.schema.json" with { type: "json" };
import HOME_MORE_REWARDS from "./cards/HOME_MORE_REWARDS.schema.json" with { type: "json" };
import pet from "./_pet.schema.json" with { type: "json" };
import petDefaults from "./content/petDefaults.schema.json" with { type: "json" };
import homeCalls from "./api/home.schema.json" with { type: "json" };
import awards from "./content/awards.schema.json" with { type: "json" };
import awardCalls from "./api/awards.schema.json" with { type: "json" };
import patientProfileCalls from "./api/patientProfile.schema.json" with { type: "json" };
import proPatientCalls from "./api/proPatients.schema.json" with { type: "json" };
import journalCalls from "./api/journal.schema.json" with { type: "json" };
import analysis from "./documents/analysis.schema.json" with { type: "json" };
import analysisCard from "./cards/_analysisCard.schema.json" with { type: "json" };
import analysisCalls from "./api/analysis.schema.json" with { type: "json" };
import ANALYSIS_SYMPTOM_SERIES from "./cards/ANALYSIS_SYMPTOM_SERIES.schema.json" with { type: "json" };
import studyRatingCalls from "./api/studyRatings.schema.json" with { type: "json" };
import ANALYSIS_SYMPTOM_CALENDAR from "./cards/ANALYSIS_SYMPTOM_CALENDAR.schema.json" with { type: "json" };
import ANALYSIS_MEDICATION_CALENDAR from "./cards/ANALYSIS_MEDICATION_CALENDAR.schema.json" with { type: "json" };
import ANALYSIS_GALLERY from "./cards/ANALYSIS_GALLERY.schema.json" with { type: "json" };
import ANALYSIS_CORRELATIONS from "./cards/ANALYSIS_CORRELATIONS.schema.json" with { type: "json" };
import ANALYSIS_QUESTIONNAIRE_SERIES from "./cards/ANALYSIS_QUESTIONNAIRE_SERIES.schema.json" with { type: "json" };
import ANALYSIS_VALUE_SERIES from "./cards/ANALYSIS_VALUE_SERIES.schema.json" with { type: "json" };
import ANALYSIS_VALUE_PIE from "./cards/ANALYSIS_VALUE_PIE.schema.json" with { type: "json" };
import ANALYSIS_SYMPTOMS_EVOLUTION from "./cards/ANALYSIS_SYMPTOMS_EVOLUTION.schema.json" with { type: "json" };
import ANALYSIS_SLEEP from "./cards/ANALYSIS_SLEEP.schema.json" with { type: "json" };
import ANALYSIS_SCREEN from "./cards/ANALYSIS_SCREEN.schema.json" with { type: "json" };
import ANALYSIS_WEEKLY_WRAP_UP from "./cards/ANALYSIS_WEEKLY_WRAP_UP.schema.json" with { type: "json" };

export { SCHEMA_VERSION } from "./version";

/** A JSON Schema document of ours: every one has an `$id`. */
export type JsonSchema = { readonly $id: string; readonly [keyword: string]: unknown };

function byName<T extends Record<string, { $id: string }>>(
  schemas: T,
): { readonly [K in keyof T]: JsonSchema } {
  return schemas;
}

export const documentSchemas = byName({ dailyQueue, carousel, shop, home, analysis });
export const cardSchemas = byName({
  TASK,
  AUTOR_TASK,
  GOAL_DEFAULT,
  NOTIFICATION_CARD,
  LOST_SERIE,
  NEW_STUDY,
  AUTOR_MESSAGE,
  QUESTION,
  ERROR,
});
export const taskSchemas = byName({
  DEFAULT,
  MEDIA,
  CHOICE,
  CHRONO,
  ENIGME,
  WALK,
  HYDRATION,
  MEAL,
  DAY_ACTIVITY,
  PERSONAL_GOAL,
  SYMPTOMS,
  FULLSCREEN_SYMPTOMS,
  SYMMTOM_TRIGGER_CARD,
  MEDICATION_INTAKE,
  END_STUDY,
  CORRELATION,
  COMMUNITY_QUESTION,
  QUESTIONNAIRE,
  CPX,
  CUSTOM_ACTIVITY_CARD,
  FULLSCREEN_ACTIVITY_CARD,
  PICTURE_PRIVATE,
  PICTURE_SOCIAL,
  IOT,
});
export const blockSchemas = byName({ text, image, media, button, input, choice, timer });
export const contentSchemas = byName({
  program,
  authors,
  dataValues,
  symptoms,
  medications,
  questionnaire,
  communityQuestions,
  authorMessages,
  news,
  shopObjects,
  giftCodes,
  surveyOffers,
  petDefaults,
  awards,
});
/** The sections of the home document (documents/home.schema.json), drawn like cards through a registry. */
export const sectionSchemas = byName({
  HOME_TASKS,
  HOME_SYMPTOM,
  HOME_CORRELATIONS,
  HOME_PROGRAMS,
  HOME_NEWS,
  HOME_PET,
  HOME_AWARDS,
  HOME_MORE_REWARDS,
});
/** The cards of the analysis document (documents/analysis.schema.json), one per card kind. */
export const analysisSchemas = byName({
  ANALYSIS_SYMPTOM_SERIES,
  ANALYSIS_SYMPTOM_CALENDAR,
  ANALYSIS_MEDICATION_CALENDAR,
  ANALYSIS_GALLERY,
  ANALYSIS_CORRELATIONS,
  ANALYSIS_QUESTIONNAIRE_SERIES,
  ANALYSIS_VALUE_SERIES,
  ANALYSIS_VALUE_PIE,
  ANALYSIS_SYMPTOMS_EVOLUTION,
  ANALYSIS_SLEEP,
  ANALYSIS_SCREEN,
  ANALYSIS_WEEKLY_WRAP_UP,
});
/**
 * The API: the answers shared by several calls (user, session), and one file per area whose
 * definitions named `METHOD /path` are the calls (apiCalls.ts).
 */
export const apiSchemas = byName({
  user,
  session,
  failure,
  programConditionResult,
  authCalls,
  deckCalls,
  programCalls,
  proProgramCalls,
  communityCalls,
  communityFeedCalls,
  communityQuestionCalls,
  dailyEntryCalls,
  trackingCalls,
  questionnaireCalls,
  premiumCalls,
  uploadCalls,
  surveyCalls,
  patientStream,
  proStream,
  chatMessage,
  chatEvent,
  authorChatCalls,
  profileCalls,
  serverCalls,
  proAccountCalls,
  assistantCalls,
  shopCalls,
  authorCalls,
  homeCalls,
  awardCalls,
  patientProfileCalls,
  sharingCalls,
  reminderCalls,
  proPatientCalls,
  journalCalls,
  analysisCalls,
  studyRatingCalls,
});
/** The `_`-prefixed pieces the others reference: unions, base fields, shared definitions. */
export const sharedSchemas = byName({
  common,
  language,
  localizedText,
  cardBase,
  card,
  cardStatus,
  task,
  action,
  block,
  programTexts,
  carouselItem,
  correlationView,
  homeSection,
  analysisCard,
  pet,
});

export type SchemaKind =
  "document" | "card" | "task" | "block" | "content" | "api" | "shared" | "section" | "analysis";

export const schemasByKind: { readonly [K in SchemaKind]: { readonly [name: string]: JsonSchema } } = {
  document: documentSchemas,
  card: cardSchemas,
  task: taskSchemas,
  block: blockSchemas,
  content: contentSchemas,
  api: apiSchemas,
  shared: sharedSchemas,
  section: sectionSchemas,
  analysis: analysisSchemas,
};

/** Every schema once, for an ajv instance or an OpenAPI document that must resolve the `$ref`s. */
export const allSchemas: readonly JsonSchema[] = Object.values(schemasByKind).flatMap((group) =>
  Object.values(group),
);
