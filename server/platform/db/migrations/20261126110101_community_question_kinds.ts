import type { Knex } from "knex";

/**
 * Community questions of docs/features/community.md: their kind, the patient who wrote one, its community and
 * language, its status (previous, current, moderated; toCheck and refused while moderated) and its
 * moderation, one like per patient, and answers that pick several options.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("community_questions", (t) => {
    // open, selectOne, selectMultiple or quiz; a choice of `choices` may carry `rightAnswer`.
    t.text("type").notNullable().defaultTo("open");
    // The product's own questions (content/) have no writer and no community.
    t.text("user_id").nullable().references("users.id").onDelete("SET NULL");
    t.text("group_name").nullable();
    // A patient's question is written in one language; the product's are in all four.
    t.text("language").nullable();
    t.text("status").notNullable().defaultTo("current");
    t.integer("likes").notNullable().defaultTo(0);
    t.text("moderation_reason").nullable();
    t.text("moderated_by").nullable().references("users.id").onDelete("SET NULL");
    t.timestamp("moderated_at", { useTz: true }).nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["group_name", "status"]);
    t.check("type in ('open', 'selectOne', 'selectMultiple', 'quiz')", [], "community_questions_type_check");
    t.check(
      "status in ('previous', 'current', 'moderated', 'toCheck', 'refused')",
      [],
      "community_questions_status_check",
    );
    t.check("likes >= 0", [], "community_questions_likes_check");
  });
  await knex("community_questions").whereNotNull("choices").update({ type: "selectOne" });

  await knex.schema.createTable("community_question_likes", (t) => {
    t.text("question_id").notNullable().references("community_questions.id").onDelete("CASCADE");
    t.text("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["question_id", "user_id"]);
    t.index(["user_id"]);
  });

  // An answer is a text (open) or the options picked (choice_ids); the choices already given move there.
  await knex.schema.alterTable("community_answers", (t) => {
    t.jsonb("choice_ids").nullable();
  });
  await knex.raw(
    `update community_answers a set choice_ids = jsonb_build_array(a.answer), answer = null
       from community_questions q where q.id = a.question_id and q.choices is not null`,
  );
  await knex.schema.alterTable("community_answers", (t) => {
    t.text("answer").nullable().alter();
    t.check("(answer is null) <> (choice_ids is null)", [], "community_answers_text_or_choices_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("community_answers", (t) => {
    t.dropChecks(["community_answers_text_or_choices_check"]);
  });
  await knex.raw(
    "update community_answers set answer = coalesce(answer, choice_ids->>0) where answer is null",
  );
  await knex.schema.alterTable("community_answers", (t) => {
    t.text("answer").notNullable().alter();
    t.dropColumn("choice_ids");
  });
  await knex.schema.dropTable("community_question_likes");
  await knex.schema.alterTable("community_questions", (t) => {
    t.dropChecks([
      "community_questions_type_check",
      "community_questions_status_check",
      "community_questions_likes_check",
    ]);
    t.dropIndex(["group_name", "status"]);
    for (const column of [
      "type",
      "user_id",
      "group_name",
      "language",
      "status",
      "likes",
      "moderation_reason",
      "moderated_by",
      "moderated_at",
      "created_at",
    ]) {
      t.dropColumn(column);
    }
  });
}
