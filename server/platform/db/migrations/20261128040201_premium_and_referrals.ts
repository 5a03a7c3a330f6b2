import type { Knex } from "knex";

/**
 * Premium and referral codes (docs/features/rewards.md).
 *
 * `premium_entitlements` holds each patient's last day of premium; `premium_purchases` the checkouts
 * of a plan, each extending it once when confirmed. `referral_codes` holds each patient's code (made
 * the first time the shop shows it); `referrals` the account each new account was referred by, one
 * per new account; `pending_signups.sponsor_code` the code typed at sign-up until the link is followed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("premium_entitlements", (t) => {
    t.text("user_id").primary().references("users.id").onDelete("CASCADE");
    t.date("until").notNullable();
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable("premium_purchases", (t) => {
    t.text("id").primary();
    t.text("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("plan").notNullable();
    t.integer("amount").notNullable();
    t.text("status").notNullable();
    t.date("until");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("confirmed_at", { useTz: true });
    t.index(["user_id"]);
    t.check("?? in ('monthly', 'yearly')", ["plan"], "premium_purchases_plan_check");
    t.check("?? in ('PENDING_CHECKOUT', 'DONE')", ["status"], "premium_purchases_status_check");
  });

  await knex.schema.createTable("referral_codes", (t) => {
    t.text("user_id").primary().references("users.id").onDelete("CASCADE");
    t.text("code").notNullable().unique();
  });

  await knex.schema.createTable("referrals", (t) => {
    t.text("new_user_id").primary().references("users.id").onDelete("CASCADE");
    t.text("sponsor_user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.integer("sponsor_reward").notNullable();
    t.integer("new_account_reward").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["sponsor_user_id"]);
  });

  await knex.schema.alterTable("pending_signups", (t) => {
    t.text("sponsor_code");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("pending_signups", (t) => {
    t.dropColumn("sponsor_code");
  });
  await knex.schema.dropTable("referrals");
  await knex.schema.dropTable("referral_codes");
  await knex.schema.dropTable("premium_purchases");
  await knex.schema.dropTable("premium_entitlements");
}
