import type { Knex } from "knex";

/**
 * The AI assistant (docs/features/assistant.md): the free tokens of the month in the
 * user metadata (OutchiIAMonth, OutchiIAToken; bought tokens are the ASSISTANT_TOKEN power of
 * patient_items) and the conversation.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("user_metadata", (t) => {
    // The month (YYYY-MM) the free tokens were counted in; another month starts again at 10.
    t.text("assistant_month").nullable();
    t.integer("assistant_tokens").notNullable().defaultTo(10);
  });
  await knex.raw(
    "alter table user_metadata add constraint user_metadata_assistant_tokens_check check (assistant_tokens between 0 and 10)",
  );
  await knex.schema.createTable("assistant_messages", (t) => {
    t.text("id").primary();
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    // True when the patient wrote it, false for the assistant's answer.
    t.boolean("from_user").notNullable();
    t.text("message").notNullable();
    // An answer of the built-in assistant (no outside AI service configured).
    t.boolean("built_in").notNullable().defaultTo(false);
    t.timestamp("datetime", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The order of writing: two messages of the same instant still read in the order they were saved.
    t.specificType("seq", "bigint generated always as identity").notNullable();
    t.index(["patientusers_id", "seq"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("assistant_messages");
  await knex.raw("alter table user_metadata drop constraint user_metadata_assistant_tokens_check");
  await knex.schema.alterTable("user_metadata", (t) => {
    t.dropColumn("assistant_tokens");
    t.dropColumn("assistant_month");
  });
  await knex("consents").where({ consentId: "OUTCHIIA" }).delete();
}
