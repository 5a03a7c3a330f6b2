import type { Knex } from "knex";

/**
 * A community answer's id is `<userId>_<questionId>`, so the primary key already keeps one answer
 * per patient and question. The second unique key on (user_id, question_id) made concurrent
 * answers fail: PostgreSQL's ON CONFLICT (id) DO UPDATE only resolves conflicts on the key it
 * names, and raises on the other one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("community_answers", (t) => {
    t.dropUnique(["user_id", "question_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("community_answers", (t) => {
    t.unique(["user_id", "question_id"]);
  });
}
