import type { Knex } from "knex";

/** What an assistant's answer points to (docs/features/assistant.md chat message variables: a program, a goal). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("assistant_messages", (t) => {
    t.jsonb("variables");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("assistant_messages", (t) => {
    t.dropColumn("variables");
  });
}
