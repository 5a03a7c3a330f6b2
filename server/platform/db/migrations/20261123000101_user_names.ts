import type { Knex } from "knex";

/** The name a person gives at sign-up, to greet them by: optional, so existing accounts keep none. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.text("name");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.dropColumn("name");
  });
}
