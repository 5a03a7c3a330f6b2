import type { Knex } from "knex";

/** The custom items an author sells in their shop (docs/features/rewards.md `/api/pro/{proId}/custom`). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("author_shop_items", (t) => {
    t.text("id").primary();
    t.text("autor_id").notNullable().references("authors.id").onDelete("CASCADE");
    // The author's words (name, description, media link), validated against ProCustomItemInput.
    t.jsonb("input").notNullable();
    t.integer("price").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Deleted items stay, so that what a patient bought keeps pointing at what they bought.
    t.timestamp("deleted_at", { useTz: true }).nullable();
    t.index(["autor_id", "created_at"]);
    t.check("?? > 0", ["price"], "author_shop_items_price_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("author_shop_items");
}
