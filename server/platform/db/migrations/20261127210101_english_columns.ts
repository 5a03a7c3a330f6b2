import type { Knex } from "knex";

/**
 * The columns that kept the specification's spellings get the code's English names
 * (docs/glossary.md): `patientusers_id` becomes `user_id`, `autor_id` becomes `author_id`. Their
 * foreign keys, indexes and constraints follow the column; only the columns' names change.
 */
const USER_COLUMN_TABLES = [
  "analysis_runs",
  "assistant_messages",
  "author_links",
  "bank_accounts",
  "chat_messages",
  "community_reads",
  "connection_accesses",
  "connections",
  "consents",
  "correlations",
  "daily_activities",
  "gift_code_redemptions",
  "idempotency_keys",
  "ledger_entries",
  "medication_intakes",
  "message_reactions",
  "notifications",
  "patient_items",
  "payouts",
  "personal_goals",
  "pet_settings",
  "power_uses",
  "pro_data_reads",
  "questionnaire_records",
  "shop_purchases",
  "social_comments",
  "social_events",
  "stored_files",
  "study_ratings",
  "study_subscriptions",
  "symptom_events",
  "user_awards",
  "user_metadata",
  "user_symptoms",
  "value_analyses",
];

const AUTHOR_COLUMN_TABLES = [
  "author_links",
  "author_messages",
  "author_shop_items",
  "chat_messages",
  "payouts",
  "pro_data_reads",
  "program_drafts",
  "shop_purchases",
  "studies",
];

async function rename(knex: Knex, tables: string[], from: string, to: string): Promise<void> {
  for (const table of tables) await knex.raw("alter table ?? rename column ?? to ??", [table, from, to]);
}

export async function up(knex: Knex): Promise<void> {
  await rename(knex, USER_COLUMN_TABLES, "patientusers_id", "user_id");
  await rename(knex, AUTHOR_COLUMN_TABLES, "autor_id", "author_id");
}

export async function down(knex: Knex): Promise<void> {
  await rename(knex, AUTHOR_COLUMN_TABLES, "author_id", "autor_id");
  await rename(knex, USER_COLUMN_TABLES, "user_id", "patientusers_id");
}
