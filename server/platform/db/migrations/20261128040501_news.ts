import type { Knex } from "knex";

/**
 * The app's news for the home feed (docs/features/home.md), loaded from content/news.json, and their
 * tag links (the seed's "tag link for news": a tag, the news it names and its priorityScore), read by
 * tag when the feed ranks the news for a patient.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("news", (t) => {
    t.text("id").primary();
    t.text("author_id").notNullable().references("authors.id").onDelete("CASCADE");
    // The day it is published: the feed shows it from that day on.
    t.date("date").notNullable();
    // The text in each language (LocalizedText).
    t.jsonb("message").notNullable();
    t.index(["date"]);
  });
  await knex.schema.createTable("news_tag_links", (t) => {
    t.text("tag").notNullable();
    t.text("object_id").notNullable().references("news.id").onDelete("CASCADE");
    t.integer("priority_score").notNullable();
    t.primary(["tag", "object_id"]);
    t.index(["object_id"]);
    t.check("?? >= 1", ["priority_score"], "news_tag_links_priority_score_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("news_tag_links");
  await knex.schema.dropTable("news");
}
