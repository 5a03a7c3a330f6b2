import type { Knex } from "knex";

/**
 * A study's ratings (docs/features/programs.md): one per patient and study, `userId_studyId`, 0 to 5 with an
 * optional comment. The primary key makes a second rating (a retry included) a conflict.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("study_ratings", (t) => {
    t.text("id").primary();
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("study_id").notNullable().references("studies.id").onDelete("CASCADE");
    t.smallint("rating").notNullable();
    t.text("comment").nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["patientusers_id", "study_id"]);
    t.check("?? between 0 and 5", ["rating"], "study_ratings_rating_check");
    t.index(["study_id", "created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("study_ratings");
}
