import type { Knex } from "knex";

/** When a community's question became its current one through the vote (questionPromotion.ts). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("community_questions", (t) => {
    t.timestamp("promoted_at", { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("community_questions", (t) => {
    t.dropColumn("promoted_at");
  });
}
