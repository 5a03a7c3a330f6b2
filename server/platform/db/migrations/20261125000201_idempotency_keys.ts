import type { Knex } from "knex";

/**
 * The keys clients send with a write that must happen once (a purchase): the request they came
 * with, as a hash, and the first answer, which a retry with the same request receives again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("idempotency_keys", (t) => {
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("key").notNullable();
    // SHA-256 of the canonical JSON of the route and the body: another request under the key differs.
    t.text("request_hash").notNullable();
    t.jsonb("answer");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Keys are the patient's own: another patient's same key is another purchase.
    t.primary(["patientusers_id", "key"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("idempotency_keys");
}
