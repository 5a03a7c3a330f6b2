import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("users", (t) => {
    t.text("id").primary();
    // Stored trimmed and lowercased, so the plain unique index is case-insensitive in effect.
    t.text("email").notNullable().unique();
    t.text("password_hash").notNullable();
    t.text("role").notNullable().defaultTo("patient");
    t.text("language").notNullable().defaultTo("fr");
    t.text("time_zone").notNullable().defaultTo("Europe/Paris");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("?? in ('patient', 'pro', 'admin')", ["role"], "users_role_check");
    t.check("?? in ('fr', 'en', 'it', 'es')", ["language"], "users_language_check");
  });

  await knex.schema.createTable("sessions", (t) => {
    // sha256 of the cookie token: a leaked table does not hand out sessions.
    t.text("id").primary();
    t.text("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.timestamp("last_seen_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id"]);
    t.index(["expires_at"]);
  });

  await knex.schema.createTable("rate_limits", (t) => {
    t.text("key").notNullable();
    t.timestamp("window_start", { useTz: true }).notNullable();
    t.integer("count").notNullable().defaultTo(0);
    t.primary(["key", "window_start"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("rate_limits");
  await knex.schema.dropTable("sessions");
  await knex.schema.dropTable("users");
}
