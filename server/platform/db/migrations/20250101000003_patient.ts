import type { Knex } from "knex";

const userRef = (t: Knex.CreateTableBuilder) =>
  t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("study_subscriptions", (t) => {
    // `<userId>_<studyId>`: one subscription row per patient and study, reused on re-subscription.
    t.text("id").primary();
    userRef(t);
    t.text("study_id").notNullable().references("studies.id");
    t.date("start_date").notNullable();
    t.text("status").notNullable();
    t.integer("counter").notNullable().defaultTo(0);
    t.boolean("finished_once").notNullable().defaultTo(false);
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["patientusers_id", "study_id"]);
    t.check(
      "?? in ('INPROGRESS', 'PENDING', 'WAITING_FOR_VALIDATION', 'DRAFT', 'DONE')",
      ["status"],
      "study_subscriptions_status_check",
    );
  });

  await knex.schema.createTable("notifications", (t) => {
    t.text("id").primary();
    userRef(t);
    t.text("type").notNullable();
    t.date("date").notNullable();
    t.date("max_date").notNullable();
    t.integer("rewards").notNullable().defaultTo(0);
    t.jsonb("parameters").notNullable();
    t.text("globalnotification_id").notNullable();
    t.text("routinetask_id").notNullable();
    // Position in the program's journal, so a day's cards keep their authored order.
    t.integer("sort_order").notNullable().defaultTo(0);
    t.text("status").notNullable().defaultTo("NEW");
    t.jsonb("result").nullable();
    t.timestamp("done_at", { useTz: true }).nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Materializing a day twice (two tabs, two servers) inserts each card once.
    t.unique(["patientusers_id", "globalnotification_id", "routinetask_id", "date"]);
    t.index(["patientusers_id", "status", "date"]);
    t.check(
      "?? in ('NEW', 'DONE', 'DISMISSED', 'EXPIRED', 'UNDER_CONDITIONS', 'CANCELED')",
      ["status"],
      "notifications_status_check",
    );
    t.check("?? >= 0", ["rewards"], "notifications_rewards_check");
  });

  await knex.schema.createTable("bank_accounts", (t) => {
    t.text("patientusers_id").primary().references("users.id").onDelete("CASCADE");
    t.integer("amount").notNullable().defaultTo(0);
    t.integer("all_time_amount").notNullable().defaultTo(0);
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("?? >= 0", ["amount"], "bank_accounts_amount_check");
  });

  await knex.schema.createTable("ledger_entries", (t) => {
    t.text("id").primary();
    userRef(t);
    t.integer("delta").notNullable();
    t.text("reason").notNullable();
    t.text("reference").nullable();
    t.text("idempotency_key").notNullable().unique();
    t.integer("balance_after").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["patientusers_id", "created_at"]);
    t.check("?? >= 0", ["balance_after"], "ledger_entries_balance_after_check");
  });

  await knex.schema.createTable("user_metadata", (t) => {
    t.text("patientusers_id").primary().references("users.id").onDelete("CASCADE");
    t.integer("lucky_outchi").notNullable().defaultTo(0);
    // Number of wheel draws so far: gives each draw a deterministic ledger key.
    t.integer("lucky_draws").notNullable().defaultTo(0);
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("?? between 0 and 6", ["lucky_outchi"], "user_metadata_lucky_outchi_check");
  });

  await knex.schema.createTable("daily_activities", (t) => {
    // `<value>_<date>_<userId>`: one entry per value, day and patient.
    t.text("id").primary();
    t.double("intensity").nullable();
    t.text("value").notNullable();
    t.jsonb("data").nullable();
    t.text("category").nullable();
    userRef(t);
    t.date("date").notNullable();
    t.text("source").notNullable().defaultTo("USER");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["patientusers_id", "date"]);
    t.check("?? in ('USER', 'IOT')", ["source"], "daily_activities_source_check");
  });

  await knex.schema.createTable("user_symptoms", (t) => {
    t.text("id").primary();
    userRef(t);
    t.text("symptom").notNullable().references("symptoms.id");
    t.unique(["patientusers_id", "symptom"]);
  });

  await knex.schema.createTable("symptom_events", (t) => {
    t.text("id").primary();
    userRef(t);
    t.text("symptom").notNullable().references("symptoms.id");
    t.integer("intensity").notNullable();
    t.date("date").notNullable();
    t.integer("duration").nullable();
    t.jsonb("variables").nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["patientusers_id", "date"]);
    t.check("?? between 0 and 5", ["intensity"], "symptom_events_intensity_check");
  });

  await knex.schema.createTable("medication_intakes", (t) => {
    t.text("id").primary();
    userRef(t);
    t.text("medication_id").notNullable().references("medications.id");
    t.timestamp("datetime", { useTz: true }).notNullable();
    t.text("crisis_id").nullable();
    t.integer("efficiency").nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["patientusers_id", "datetime"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    "medication_intakes",
    "symptom_events",
    "user_symptoms",
    "daily_activities",
    "user_metadata",
    "ledger_entries",
    "bank_accounts",
    "notifications",
    "study_subscriptions",
  ]) {
    await knex.schema.dropTable(table);
  }
}
