import type { Knex } from "knex";

/**
 * The personalization effects a patient switched off (docs/features/rewards.md): the ids of owned
 * PERSONALIZATION elements (the golden frame, the confetti) they chose not to show. An element
 * bought is on until the patient switches it off.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("pet_settings", (t) => {
    t.specificType("effects_off", "text[]").notNullable().defaultTo("{}");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("pet_settings", (t) => {
    t.dropColumn("effects_off");
  });
}
