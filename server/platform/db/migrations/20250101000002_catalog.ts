import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("authors", (t) => {
    t.text("id").primary();
    // A pro account owns at most one author; catalogue authors may have no account.
    t.text("user_id").nullable().unique().references("users.id").onDelete("SET NULL");
    t.text("name").notNullable();
    t.double("month_price").notNullable().defaultTo(1);
    t.integer("month").nullable();
    t.integer("year").nullable();
    t.integer("month_reduction").nullable();
    t.integer("year_reduction").nullable();
    // The author page's other fields (title, bio, links, features…), as the catalogue gives them.
    t.jsonb("extra").nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable("studies", (t) => {
    t.text("id").primary();
    t.text("autor_id").notNullable().references("authors.id");
    t.integer("study_duration").notNullable();
    t.text("status").notNullable();
    t.text("category").notNullable();
    t.jsonb("languages").notNullable();
    t.text("media_link").nullable();
    t.text("logo_link").nullable();
    t.integer("max_reward").notNullable().defaultTo(0);
    t.jsonb("steps").notNullable();
    t.jsonb("symptoms").notNullable();
    t.jsonb("datavalues").notNullable();
    t.jsonb("victory_conditions").notNullable();
    t.jsonb("subscription_conditions").notNullable();
    t.jsonb("actions_journal").notNullable();
    t.jsonb("dependencies").notNullable();
    t.text("terms_url").nullable();
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("?? in ('followup', 'challenge')", ["category"], "studies_category_check");
  });

  await knex.schema.createTable("translations", (t) => {
    t.text("language").notNullable();
    t.text("key").notNullable();
    t.text("value").notNullable();
    t.primary(["language", "key"]);
  });

  await knex.schema.createTable("data_values", (t) => {
    t.text("id").primary();
    t.text("value").notNullable().unique();
    t.text("category").nullable();
    t.text("type").notNullable();
    t.integer("sort_key").notNullable().defaultTo(0);
    t.text("scale_mode").notNullable().defaultTo("linear");
    t.double("intensity_multiplicator").nullable();
    t.double("intensity_constant").nullable();
    t.double("max_intensity").nullable();
    t.integer("rewards").notNullable().defaultTo(0);
    t.boolean("can_be_goal").notNullable().defaultTo(false);
    t.boolean("more_is_better").notNullable().defaultTo(true);
    t.boolean("hide").notNullable().defaultTo(false);
    t.jsonb("symptoms").notNullable();
    t.boolean("all").notNullable().defaultTo(false);
    // Fields a catalogue entry may carry beyond the columns above (options of a multiselect…).
    t.jsonb("extra").nullable();
  });

  await knex.schema.createTable("symptoms", (t) => {
    t.text("id").primary();
    t.jsonb("extra").nullable();
  });

  await knex.schema.createTable("medications", (t) => {
    t.text("id").primary();
    t.text("name").notNullable();
    t.jsonb("extra").nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("medications");
  await knex.schema.dropTable("symptoms");
  await knex.schema.dropTable("data_values");
  await knex.schema.dropTable("translations");
  await knex.schema.dropTable("studies");
  await knex.schema.dropTable("authors");
}
