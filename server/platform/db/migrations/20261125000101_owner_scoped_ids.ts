import type { Knex } from "knex";

/**
 * Tables whose ids a client may choose: the id is unique per patient, not across patients, so one
 * patient's id neither blocks another's nor tells them it exists. Existing ids were unique across
 * all patients, so they stay valid as they are.
 */
const TABLES = ["symptom_events", "medication_intakes", "questionnaire_records"];

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropPrimary();
      t.primary(["patientusers_id", "id"]);
    });
  }
}

/** Fails if two patients chose the same id meanwhile: which one to keep is not ours to decide. */
export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropPrimary();
      t.primary(["id"]);
    });
  }
}
