import type { Knex } from "knex";

const userRef = (t: Knex.CreateTableBuilder) =>
  t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");

export async function up(knex: Knex): Promise<void> {
  // Every uploaded file: who owns it, who may read it, where the storage adapter keeps it.
  await knex.schema.createTable("stored_files", (t) => {
    t.text("id").primary();
    userRef(t);
    t.text("access").notNullable();
    // The storage key, such as dailyActivity/mealPhoto/<userId>/<id>.jpg.
    t.text("path").notNullable().unique();
    t.text("content_type").notNullable();
    t.integer("size").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["patientusers_id"]);
    t.check("?? in ('private', 'protected')", ["access"], "stored_files_access_check");
    t.check("?? > 0", ["size"], "stored_files_size_check");
  });

  // What patients share with the community; signed-in users see them.
  await knex.schema.createTable("social_events", (t) => {
    t.text("id").primary();
    userRef(t);
    t.text("type").notNullable();
    t.text("path").notNullable();
    t.text("file_id").nullable().references("stored_files.id").onDelete("CASCADE");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["created_at"]);
    t.check("?? in ('PICTURE')", ["type"], "social_events_type_check");
  });

  // docs/features/uploads.md PatientInfo: one row per patient, its id the patient's id.
  await knex.schema.createTable("patient_info", (t) => {
    t.text("id").primary().references("users.id").onDelete("CASCADE");
    t.text("phone").nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // A consent the patient gave; `<userId>_<consentId>`, and no row when it is not given.
  await knex.schema.createTable("consents", (t) => {
    t.text("id").primary();
    userRef(t);
    t.text("consent_id").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["patientusers_id", "consent_id"]);
    t.check("?? in ('NUMERO_CALL')", ["consent_id"], "consents_consent_id_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ["consents", "patient_info", "social_events", "stored_files"]) {
    await knex.schema.dropTable(table);
  }
}
