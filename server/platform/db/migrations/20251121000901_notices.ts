import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("user_metadata", (t) => {
    // The patient's answer to the browser's notification prompt, and their local day of it.
    t.text("notification_permission").nullable();
    t.date("notification_permission_date").nullable();
  });
  // Raw: knex's check() binds its column inside ALTER TABLE, which PostgreSQL refuses. Null passes: never asked.
  await knex.raw(
    "alter table user_metadata add constraint user_metadata_notification_permission_check check (notification_permission in ('granted', 'denied', 'default'))",
  );

  await knex.schema.alterTable("studies", (t) => {
    // The day a program went live: NEW_STUDY cards announce it for a week.
    t.date("published_at").nullable();
  });

  await knex.schema.createTable("power_uses", (t) => {
    t.text("id").primary();
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("power").notNullable();
    // The day the power acted on (for LOST_SERIE: the day whose lost streak it restored).
    t.date("date").notNullable();
    t.text("ledger_entry_id").notNullable().references("ledger_entries.id");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // A power acts once per patient and day, however many times it is bought.
    t.unique(["patientusers_id", "power", "date"]);
  });

  await knex.schema.createTable("chat_messages", (t) => {
    t.text("id").primary();
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("autor_id").notNullable().references("authors.id").onDelete("CASCADE");
    // True when the patient wrote it, false when the author did (the chat is `<userId>_<autorId>`).
    t.boolean("from_user").notNullable();
    t.text("message").notNullable();
    t.timestamp("datetime", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["patientusers_id", "autor_id", "datetime"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("chat_messages");
  await knex.schema.dropTable("power_uses");
  await knex.schema.alterTable("studies", (t) => t.dropColumn("published_at"));
  await knex.raw("alter table user_metadata drop constraint user_metadata_notification_permission_check");
  await knex.schema.alterTable("user_metadata", (t) => {
    t.dropColumn("notification_permission_date");
    t.dropColumn("notification_permission");
  });
}
