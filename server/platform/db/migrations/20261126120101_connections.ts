import type { Knex } from "knex";

/**
 * Connections (docs/features/sharing.md): what a patient shares with an outside person through a key, and the
 * log of every outside read of one (which also counts wrong passwords, so every server process
 * sees the same lock).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("connections", (t) => {
    t.text("id").primary();
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("name").notNullable();
    // 256 random bits, base64url: never derived from an id.
    t.text("key").notNullable().unique();
    // argon2id; null when the connection has no password.
    t.text("password_hash").nullable();
    t.boolean("symptoms").notNullable();
    t.boolean("medication_intakes").notNullable();
    t.boolean("triggers").notNullable();
    t.boolean("questionnaires").notNullable();
    t.date("expiration_date").notNullable();
    // The salt of the access log's address hashes, random per connection.
    t.text("ip_salt").notNullable();
    t.timestamp("first_read_at", { useTz: true }).nullable();
    // Deleted by the patient: kept so that its key answers 410 rather than 404.
    t.timestamp("deleted_at", { useTz: true }).nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["patientusers_id", "created_at"]);
  });

  await knex.schema.createTable("connection_accesses", (t) => {
    t.bigIncrements("id").primary();
    t.text("connection_id").notNullable().references("connections.id").onDelete("CASCADE");
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.timestamp("at", { useTz: true }).notNullable();
    t.text("ip_hash").notNullable();
    t.text("outcome").notNullable();
    t.index(["connection_id", "at"]);
    t.check(
      "?? in ('SUCCESS', 'PASSWORD_REQUIRED', 'WRONG_PASSWORD', 'RATE_LIMITED', 'GONE')",
      ["outcome"],
      "connection_accesses_outcome_check",
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("connection_accesses");
  await knex.schema.dropTable("connections");
}
