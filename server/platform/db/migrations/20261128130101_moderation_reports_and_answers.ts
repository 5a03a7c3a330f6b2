import type { Knex } from "knex";

/**
 * docs/features/moderation.md: patients report events (one report per patient and event; a report
 * waits until an admin's next decision on the event, `handled_at`), and a community question's
 * free-text answer goes through the moderation queue like a comment: `status` is "to check" until
 * an admin decides, then "validated" or "refused"; a choice answer has none. Text answers written
 * before moderation existed wait for an admin too, as the ratings' comments did
 * (20261127060101_rating_moderation.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("social_event_reports", (t) => {
    t.text("event_id").notNullable().references("social_events.id").onDelete("CASCADE");
    t.text("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("reason").nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("handled_at", { useTz: true }).nullable();
    t.primary(["event_id", "user_id"]);
    t.check("char_length(??) <= 500", ["reason"], "social_event_reports_reason_check");
  });
  await knex.raw(
    "create index social_event_reports_waiting_idx on social_event_reports (event_id) where handled_at is null",
  );

  await knex.schema.alterTable("community_answers", (t) => {
    t.text("status").nullable();
    t.text("language").nullable();
    t.text("moderation_reason").nullable();
    t.text("moderated_by").nullable().references("users.id").onDelete("SET NULL");
    t.timestamp("moderated_at", { useTz: true }).nullable();
    t.timestamp("visible_at", { useTz: true }).nullable();
    t.index(["status", "created_at"]);
  });
  await knex.raw(
    `update community_answers a set language = u.language,
       status = case when a.answer is null then null else 'to check' end
     from users u where u.id = a.user_id`,
  );
  await knex.raw("alter table community_answers alter column language set not null");
  await knex.raw("alter table community_answers alter column language set default 'fr'");
  await knex.raw(`alter table community_answers
    add constraint community_answers_status_check check (status in ('to check', 'validated', 'refused')),
    add constraint community_answers_language_check check (language in ('fr', 'en', 'it', 'es'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    "alter table community_answers drop constraint community_answers_status_check, drop constraint community_answers_language_check",
  );
  await knex.schema.alterTable("community_answers", (t) => {
    t.dropIndex(["status", "created_at"]);
    t.dropColumns("status", "language", "moderation_reason", "moderated_by", "moderated_at", "visible_at");
  });
  await knex.schema.dropTable("social_event_reports");
}
