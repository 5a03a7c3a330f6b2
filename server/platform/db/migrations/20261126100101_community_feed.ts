import type { Knex } from "knex";

const userRef = (t: Knex.CreateTableBuilder) =>
  t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");

/**
 * The community feed (docs/features/community.md): social events of every type with their community, status,
 * variables and counters; their comments and reactions; who moderated what and why; when each
 * patient last opened each community.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("alter table social_events drop constraint social_events_type_check");
  await knex.schema.alterTable("social_events", (t) => {
    // 'all' or a symptom's id; PICTURE_SOCIAL photos were shared with everyone.
    t.text("group_name").notNullable().defaultTo("all");
    // docs/features/community.md: the message, the picture's file, how it fills its box.
    t.jsonb("variables").notNullable().defaultTo("{}");
    t.boolean("no_comment").notNullable().defaultTo(false);
    t.boolean("no_reaction").notNullable().defaultTo(false);
    // PICTURE_SOCIAL photos show without a check; messages are written 'to check'.
    t.text("status").notNullable().defaultTo("not checked");
    t.integer("comment_counter").notNullable().defaultTo(0);
    t.text("language").nullable();
    t.text("from_autor").nullable().references("authors.id").onDelete("SET NULL");
    t.text("media_link").nullable();
    t.text("media_type").nullable();
    t.text("thumbnail_link").nullable();
    // When it became visible to the community (the unread marks compare it).
    t.timestamp("visible_at", { useTz: true }).nullable();
    t.text("moderated_by").nullable().references("users.id").onDelete("SET NULL");
    t.text("moderation_reason").nullable();
    t.timestamp("moderated_at", { useTz: true }).nullable();
    t.index(["group_name", "language", "status", "created_at"]);
    t.index(["patientusers_id", "created_at"]);
    t.index(["status", "created_at"]);
  });
  await knex.raw("alter table social_events alter column path drop not null");
  await knex.raw(
    `update social_events e set language = u.language, visible_at = e.created_at,
       variables = jsonb_build_object('fileId', e.file_id)
     from users u where u.id = e.patientusers_id`,
  );
  await knex.raw("alter table social_events alter column language set not null");
  await knex.raw("alter table social_events alter column visible_at set default now()");
  // Checks added by hand: knex's alterTable loses a check's bindings.
  await knex.raw(`alter table social_events
    add constraint social_events_type_check check (type in ('MESSAGE', 'COMMENT', 'PROGRAM_RATING',
      'COMMUNITY_QUESTION', 'OPEN_ANSWER', 'CLOSED_ANSWER', 'ARTICLE', 'PICTURE')),
    add constraint social_events_status_check check (status in ('validated', 'not checked', 'refused', 'to check')),
    add constraint social_events_language_check check (language in ('fr', 'en', 'it', 'es')),
    add constraint social_events_comment_counter_check check (comment_counter >= 0)`);

  await knex.schema.createTable("social_comments", (t) => {
    t.text("id").primary();
    t.text("event_id").notNullable().references("social_events.id").onDelete("CASCADE");
    userRef(t);
    t.text("message").notNullable();
    t.text("status").notNullable().defaultTo("to check");
    t.text("language").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("visible_at", { useTz: true }).nullable();
    t.text("moderated_by").nullable().references("users.id").onDelete("SET NULL");
    t.text("moderation_reason").nullable();
    t.timestamp("moderated_at", { useTz: true }).nullable();
    t.index(["event_id", "status", "created_at"]);
    t.index(["status", "created_at"]);
    t.index(["patientusers_id"]);
  });
  await knex.raw(`alter table social_comments
    add constraint social_comments_status_check check (status in ('validated', 'not checked', 'refused', 'to check'))`);

  // One reaction per person and event: a second one replaces it.
  await knex.schema.createTable("message_reactions", (t) => {
    t.text("id").primary();
    t.text("event_id").notNullable().references("social_events.id").onDelete("CASCADE");
    userRef(t);
    t.text("reaction").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["event_id", "patientusers_id"]);
  });
  await knex.raw(`alter table message_reactions
    add constraint message_reactions_reaction_check check (reaction in ('HAPPY', 'SAD', 'THUMB_UP', 'THUMB_DOWN', 'SMILE', 'CHECK', 'LOVE'))`);

  // When a patient last opened a community ('myMessages', 'all' or a symptom).
  await knex.schema.createTable("community_reads", (t) => {
    userRef(t);
    t.text("name").notNullable();
    t.timestamp("read_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["patientusers_id", "name"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("community_reads");
  await knex.schema.dropTable("message_reactions");
  await knex.schema.dropTable("social_comments");
  await knex("social_events").whereNot({ type: "PICTURE" }).delete();
  await knex.raw(
    "alter table social_events drop constraint social_events_type_check, drop constraint social_events_status_check, drop constraint social_events_language_check, drop constraint social_events_comment_counter_check",
  );
  await knex.schema.alterTable("social_events", (t) => {
    t.dropColumns(
      "group_name",
      "variables",
      "no_comment",
      "no_reaction",
      "status",
      "comment_counter",
      "language",
      "from_autor",
      "media_link",
      "media_type",
      "thumbnail_link",
      "visible_at",
      "moderated_by",
      "moderation_reason",
      "moderated_at",
    );
  });
  await knex.raw("alter table social_events alter column path set not null");
  await knex.raw(
    "alter table social_events add constraint social_events_type_check check (type in ('PICTURE'))",
  );
}
