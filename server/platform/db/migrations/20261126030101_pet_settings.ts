import type { Knex } from "knex";

/**
 * What the patient's pet wears (docs/features/rewards.md): the head and the
 * background chosen among the elements they own (patient_items) or the free defaults of
 * content/petDefaults.json. No row, or a null column, means the default.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("pet_settings", (t) => {
    t.text("patientusers_id").primary().references("users.id").onDelete("CASCADE");
    t.text("head").nullable();
    t.text("background").nullable();
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("pet_settings");
}
