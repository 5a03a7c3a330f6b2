import type { Knex } from "knex";

/** Questionnaires (loaded from content/questionnaires) and the patients' records of them. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("questionnaires", (t) => {
    t.text("id").primary();
    // The category (SLEEP, MOOD…), copied into each record as form_category.
    t.text("type").notNullable();
    t.integer("rewards").notNullable().defaultTo(0);
    t.integer("period").notNullable();
    t.text("media_link");
    t.text("media_type");
    // The whole content file: texts in every language, questions, options and points.
    t.jsonb("definition").notNullable();
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["type"]);
    t.check("?? >= 0", ["rewards"], "questionnaires_rewards_check");
    t.check("?? > 0", ["period"], "questionnaires_period_check");
  });
  await knex.schema.createTable("questionnaire_records", (t) => {
    // Client-made or random: a retried save with the same id records once.
    t.text("id").primary();
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("questionnaire_id").notNullable().references("questionnaires.id").onDelete("CASCADE");
    t.text("form_category").notNullable();
    t.timestamp("datetime", { useTz: true }).notNullable();
    t.double("score").notNullable();
    t.jsonb("answers").notNullable();
    // Rewards paid with this record (0 when the period had not elapsed).
    t.integer("rewards").notNullable().defaultTo(0);
    t.index(["patientusers_id", "questionnaire_id", "datetime"]);
    t.index(["patientusers_id", "form_category", "datetime"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("questionnaire_records");
  await knex.schema.dropTable("questionnaires");
}
