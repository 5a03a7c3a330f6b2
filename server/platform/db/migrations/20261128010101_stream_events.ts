import type { Knex } from "knex";

/**
 * The live streams' events (server/platform/streamLog.ts): each user's, numbered from 1 in the order
 * they commit (`stream_heads` keeps the last number given and is locked by the writer until commit),
 * so a stream that reconnects reads what it missed: the events after its last number.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("stream_heads", (t) => {
    t.text("user_id").primary().references("users.id").onDelete("CASCADE");
    t.bigInteger("last_seq").notNullable();
  });
  await knex.schema.createTable("stream_events", (t) => {
    t.text("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.bigInteger("seq").notNullable();
    t.text("type").notNullable();
    // The row the event names: a ledger entry, a chat message, an author link.
    t.text("ref_id").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["user_id", "seq"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("stream_events");
  await knex.schema.dropTable("stream_heads");
}
