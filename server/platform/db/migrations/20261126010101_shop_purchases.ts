import type { Knex } from "knex";

/**
 * The rewards shop's purchases (docs/features/rewards.md, the inventory of /app/patient/rewards/historique) and
 * the gift codes patients redeemed (docs/features/rewards.md: once per patient, `uses` in all).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("shop_purchases", (t) => {
    t.text("id").primary();
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    // The content file's object; the name, picture and price are kept as they were when bought.
    t.text("shop_object_id").notNullable();
    t.text("type").notNullable();
    t.jsonb("name").notNullable();
    t.text("image_link").notNullable();
    t.integer("price").notNullable();
    // DONE, or PENDING_CHECKOUT for rewards bought with money until the payment is confirmed.
    t.text("status").notNullable();
    // The code handed out with a voucher or a virtual card.
    t.text("code").nullable().unique();
    t.integer("quantity").nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["patientusers_id", "created_at"]);
    t.check("?? in ('DONE', 'PENDING_CHECKOUT')", ["status"], "shop_purchases_status_check");
  });

  await knex.schema.createTable("gift_code_redemptions", (t) => {
    t.text("code").notNullable();
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.integer("amount").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["code", "patientusers_id"]);
  });

  // One row per code, locked by each redemption: concurrent redemptions count its uses one by one.
  await knex.schema.createTable("gift_code_uses", (t) => {
    t.text("code").primary();
    t.integer("uses").notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("gift_code_uses");
  await knex.schema.dropTable("gift_code_redemptions");
  await knex.schema.dropTable("shop_purchases");
}
