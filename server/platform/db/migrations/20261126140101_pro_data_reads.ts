import type { Knex } from "knex";

/**
 * The audit of a pro's reads of a linked patient's data (docs/architecture.md): who read (the pro and
 * their author), whose data, what and when; written in the request that read, shown to the patient
 * (GET /api/patient/profile/dataAccess).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("pro_data_reads", (t) => {
    t.text("id").primary();
    t.text("pro_user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("autor_id").notNullable().references("authors.id");
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("what").notNullable();
    t.text("detail").nullable();
    t.timestamp("at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["patientusers_id", "at"]);
  });
  await knex.raw(
    "alter table pro_data_reads add constraint pro_data_reads_what_check check (what in ('DATA', 'SERIES', 'PICTURE', 'SUMMARY'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("pro_data_reads");
}
