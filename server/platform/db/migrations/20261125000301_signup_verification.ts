import type { Knex } from "knex";

/**
 * Sign-up by email verification. A sign-up waits in `pending_signups` (with the credentials it
 * was made with) until its link is followed; only then does `users` get the account, so a pending
 * address neither blocks the real owner nor signs in. `outbox` is the local mail channel: every
 * email the server sends, readable by tests and by whoever runs the server.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("pending_signups", (t) => {
    // SHA-256 of the link's token, hex: a leaked table gives no usable link.
    t.text("token_hash").primary();
    t.text("email").notNullable();
    t.text("password_hash").notNullable();
    t.text("role").notNullable();
    t.text("language").notNullable();
    t.text("time_zone").notNullable();
    t.text("name");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.timestamp("used_at", { useTz: true });
    t.index(["email"]);
    t.index(["expires_at"]);
    t.check("?? in ('patient', 'pro')", ["role"], "pending_signups_role_check");
    t.check("?? in ('fr', 'en', 'it', 'es')", ["language"], "pending_signups_language_check");
  });

  await knex.schema.createTable("outbox", (t) => {
    t.bigIncrements("id");
    t.text("to").notNullable();
    t.text("kind").notNullable();
    t.text("language").notNullable();
    t.text("subject").notNullable();
    t.text("text").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["to"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("outbox");
  await knex.schema.dropTable("pending_signups");
}
