import type { Knex } from "knex";

/**
 * The live chat (docs/features/chat.md): a message may carry its sender's client key, so a send retried after
 * a lost answer stores it once; and the author's conversations are listed by author, newest first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("chat_messages", (t) => {
    t.text("client_key").nullable();
    // One message per key and sender in a chat; messages without a key (null) never collide.
    t.unique(["patientusers_id", "autor_id", "from_user", "client_key"]);
    t.index(["autor_id", "datetime"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("chat_messages", (t) => {
    t.dropIndex(["autor_id", "datetime"]);
    t.dropUnique(["patientusers_id", "autor_id", "from_user", "client_key"]);
    t.dropColumn("client_key");
  });
}
