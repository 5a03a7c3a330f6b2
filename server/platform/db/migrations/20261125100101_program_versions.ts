import type { Knex } from "knex";

/**
 * Programs as data: the draft an author edits, the versions published from it, and the
 * version each subscription follows, so that a publication never changes a running deck.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("program_drafts", (t) => {
    // Not a reference to studies: a draft exists before its first publication.
    t.text("study_id").primary();
    t.text("autor_id").notNullable().references("authors.id");
    t.jsonb("document").notNullable();
    // Optimistic concurrency: a change names the revision it was made on.
    t.integer("revision").notNullable().defaultTo(1);
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["autor_id"]);
  });
  await knex.schema.createTable("program_versions", (t) => {
    t.text("study_id").notNullable();
    t.integer("version").notNullable();
    // The whole ProgramContent as published, translations included.
    t.jsonb("document").notNullable();
    t.timestamp("published_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Published by the content loader from content/programs/: a start publishes the file again only
    // when it changed since, so an author's later publication survives restarts.
    t.boolean("from_content").notNullable().defaultTo(false);
    t.primary(["study_id", "version"]);
  });
  await knex.schema.alterTable("study_subscriptions", (t) => {
    t.integer("version").notNullable().defaultTo(1);
    // A newer version the author offered; the patient moves to it by accepting it.
    t.integer("offered_version").nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("study_subscriptions", (t) => {
    t.dropColumn("offered_version");
    t.dropColumn("version");
  });
  await knex.schema.dropTable("program_versions");
  await knex.schema.dropTable("program_drafts");
}
