import crypto from "node:crypto";
import type { Knex } from "knex";

/**
 * Accounts a person can keep (docs/features/accounts.md). `account_links` holds the emailed links
 * of an existing account: a password reset, a new email address to confirm, a sign-in link when
 * the account's sign-in needs the emailed step. Only the SHA-256 of a link's token is kept; `email`
 * is the address the link went to, `previous_email` the account's address when a change was asked,
 * so that deleting the account finds every address it had.
 *
 * `server_keys` holds secrets the server makes for itself: `rateLimit` keys the HMAC that stands
 * for an email address in `rate_limits` keys, so that no key names a person. The rate-limit rows
 * that named an address are dropped (they only count attempts of the last minutes).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("account_links", (t) => {
    t.text("token_hash").primary();
    t.text("kind").notNullable();
    t.text("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("email").notNullable();
    t.text("previous_email");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.timestamp("used_at", { useTz: true });
    t.index(["user_id"]);
    t.index(["expires_at"]);
    t.check("?? in ('resetPassword', 'verifyEmailChange', 'signIn')", ["kind"], "account_links_kind_check");
  });

  await knex.schema.createTable("server_keys", (t) => {
    t.text("name").primary();
    t.text("value").notNullable();
  });
  await knex("server_keys").insert({ name: "rateLimit", value: crypto.randomBytes(32).toString("base64") });

  await knex("rate_limits").where("key", "like", "%@%").delete();
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("server_keys");
  await knex.schema.dropTable("account_links");
}
