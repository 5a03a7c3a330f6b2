import type { Knex } from "knex";

/** An author's custom shop item bought on their page is a purchase (AUTHOR_ITEM) of that author's. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("shop_purchases", (t) => {
    t.text("autor_id").nullable().references("authors.id").onDelete("SET NULL");
    t.index(["patientusers_id", "autor_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("shop_purchases", (t) => {
    t.dropIndex(["patientusers_id", "autor_id"]);
    t.dropColumn("autor_id");
  });
}
