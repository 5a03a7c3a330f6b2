import type { Knex } from "knex";
import * as accounts from "./20250101000001_accounts";
import * as catalog from "./20250101000002_catalog";
import * as patient from "./20250101000003_patient";
import * as personalGoals from "./20251121000101_personal_goals";
import * as questionnaires from "./20251121000301_questionnaires";
import * as authorLinks from "./20251121000501_author_links";
import * as communityAnswers from "./20251121000701_community_answers";
import * as notices from "./20251121000901_notices";
import * as uploadsPatientInfo from "./20251121001101_uploads_patient_info";
import * as communityAnswersOneKey from "./20251121001301_community_answers_one_key";
import * as userNames from "./20261123000101_user_names";
import * as ownerScopedIds from "./20261125000101_owner_scoped_ids";
import * as idempotencyKeys from "./20261125000201_idempotency_keys";
import * as signupVerification from "./20261125000301_signup_verification";
import * as programVersions from "./20261125100101_program_versions";
import * as authorShopItems from "./20261125200101_author_shop_items";
import * as authorMessages from "./20261125200201_author_messages";
import * as payouts from "./20261125200301_payouts";
import * as patientItems from "./20261126000101_patient_items";
import * as shopPurchases from "./20261126010101_shop_purchases";
import * as awardsProfile from "./20261126020101_awards_profile";
import * as petSettings from "./20261126030101_pet_settings";
import * as assistant from "./20261126040101_assistant";
import * as programConsents from "./20261126050101_program_consents";
import * as heldPowerUses from "./20261126060101_held_power_uses";
import * as assistantVariables from "./20261126070101_assistant_variables";
import * as authorLinkFollow from "./20261126080101_author_link_follow";
import * as authorItemPurchases from "./20261126080201_author_item_purchases";
import * as connections from "./20261126120101_connections";
import * as chatMessageKeys from "./20261126130101_chat_message_keys";
import * as proDataReads from "./20261126140101_pro_data_reads";
import * as communityFeed from "./20261126100101_community_feed";
import * as communityQuestionKinds from "./20261126110101_community_question_kinds";
import * as questionPromotion from "./20261126160101_question_promotion";
import * as studyRatings from "./20261127020101_study_ratings";
import * as analysisJobs from "./20261127010101_analysis_jobs";
import * as ratingModeration from "./20261127060101_rating_moderation";
import * as englishColumns from "./20261127210101_english_columns";
import * as streamEvents from "./20261128010101_stream_events";
import * as authoredRewards from "./20261128020101_authored_rewards";
import * as accountLinks from "./20261128030101_account_links";
import * as reminders from "./20261128040101_reminders";
import * as premiumAndReferrals from "./20261128040201_premium_and_referrals";
import * as personalizationSwitches from "./20261128040301_personalization_switches";
import * as oneSymptomEntryPerDay from "./20261128040401_one_symptom_entry_per_day";
import * as news from "./20261128040501_news";
import * as authorLinkPaidPeriod from "./20261128050201_author_link_paid_period";
import * as moderationReportsAndAnswers from "./20261128130101_moderation_reports_and_answers";

interface Migration {
  /** `file` is what the knex CLI prints for a migration. */
  file: string;
  module: Knex.Migration;
}

/**
 * The migrations in order. Listed by hand rather than read from the folder, so they run the same
 * under tsx, vitest and the knex CLI (none of which agree on loading .ts files from a directory).
 */
const migrations: Migration[] = [
  { file: "20250101000001_accounts", module: accounts },
  { file: "20250101000002_catalog", module: catalog },
  { file: "20250101000003_patient", module: patient },
  { file: "20251121000101_personal_goals", module: personalGoals },
  { file: "20251121000301_questionnaires", module: questionnaires },
  { file: "20251121000501_author_links", module: authorLinks },
  { file: "20251121000701_community_answers", module: communityAnswers },
  { file: "20251121000901_notices", module: notices },
  { file: "20251121001101_uploads_patient_info", module: uploadsPatientInfo },
  { file: "20251121001301_community_answers_one_key", module: communityAnswersOneKey },
  { file: "20261123000101_user_names", module: userNames },
  { file: "20261125000101_owner_scoped_ids", module: ownerScopedIds },
  { file: "20261125000201_idempotency_keys", module: idempotencyKeys },
  { file: "20261125000301_signup_verification", module: signupVerification },
  { file: "20261125100101_program_versions", module: programVersions },
  { file: "20261125200101_author_shop_items", module: authorShopItems },
  { file: "20261125200201_author_messages", module: authorMessages },
  { file: "20261125200301_payouts", module: payouts },
  { file: "20261126000101_patient_items", module: patientItems },
  { file: "20261126010101_shop_purchases", module: shopPurchases },
  { file: "20261126020101_awards_profile", module: awardsProfile },
  { file: "20261126030101_pet_settings", module: petSettings },
  { file: "20261126040101_assistant", module: assistant },
  { file: "20261126050101_program_consents", module: programConsents },
  { file: "20261126060101_held_power_uses", module: heldPowerUses },
  { file: "20261126070101_assistant_variables", module: assistantVariables },
  { file: "20261126080101_author_link_follow", module: authorLinkFollow },
  { file: "20261126080201_author_item_purchases", module: authorItemPurchases },
  { file: "20261126120101_connections", module: connections },
  { file: "20261126130101_chat_message_keys", module: chatMessageKeys },
  { file: "20261126140101_pro_data_reads", module: proDataReads },
  { file: "20261126100101_community_feed", module: communityFeed },
  { file: "20261126110101_community_question_kinds", module: communityQuestionKinds },
  { file: "20261126160101_question_promotion", module: questionPromotion },
  { file: "20261127020101_study_ratings", module: studyRatings },
  { file: "20261127010101_analysis_jobs", module: analysisJobs },
  { file: "20261127060101_rating_moderation", module: ratingModeration },
  { file: "20261127210101_english_columns", module: englishColumns },
  { file: "20261128010101_stream_events", module: streamEvents },
  { file: "20261128020101_authored_rewards", module: authoredRewards },
  { file: "20261128030101_account_links", module: accountLinks },
  { file: "20261128040101_reminders", module: reminders },
  { file: "20261128040201_premium_and_referrals", module: premiumAndReferrals },
  { file: "20261128040301_personalization_switches", module: personalizationSwitches },
  { file: "20261128040401_one_symptom_entry_per_day", module: oneSymptomEntryPerDay },
  { file: "20261128040501_news", module: news },
  { file: "20261128050201_author_link_paid_period", module: authorLinkPaidPeriod },
  { file: "20261128130101_moderation_reports_and_answers", module: moderationReportsAndAnswers },
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  async getMigrations() {
    return migrations;
  },
  getMigrationName(migration) {
    return migration.file;
  },
  async getMigration(migration) {
    return migration.module;
  },
};
