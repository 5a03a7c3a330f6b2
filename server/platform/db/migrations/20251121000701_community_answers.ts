import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // The community questions of content/communityQuestions.json, loaded at start.
  await knex.schema.createTable("community_questions", (t) => {
    t.text("id").primary();
    // The question in each language: { fr, en, it, es }.
    t.jsonb("text").notNullable();
    // The answers offered, [{ id, label: { fr, en, it, es } }]; null for an open question.
    t.jsonb("choices").nullable();
    // Place in the file: the order of the question-of-the-period rotation.
    t.integer("sort_key").notNullable().defaultTo(0);
  });
  // One answer per patient and question: id `<userId>_<questionId>`, a second answer replaces it.
  await knex.schema.createTable("community_answers", (t) => {
    t.text("id").primary();
    t.text("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("question_id").notNullable().references("community_questions.id").onDelete("CASCADE");
    // The text of an open answer, or the id of the choice picked.
    t.text("answer").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["user_id", "question_id"]);
    t.index(["question_id"]);
    t.check("char_length(??) between 1 and 500", ["answer"], "community_answers_answer_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("community_answers");
  await knex.schema.dropTable("community_questions");
}
