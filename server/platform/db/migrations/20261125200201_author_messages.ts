import type { Knex } from "knex";

/**
 * The messages a pro posts to their patients (docs/features/chat.md `POST /api/pro/{proId}/content/{x}`, a
 * social event of the author's): each is also put in the linked patients' decks as an AUTOR_MESSAGE.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("author_messages", (t) => {
    t.text("autor_id").notNullable().references("authors.id").onDelete("CASCADE");
    // The `x` of the path, chosen by the client: the same post sent twice is stored once.
    t.text("id").notNullable();
    t.text("message").notNullable();
    t.jsonb("variables").notNullable();
    t.boolean("no_reaction").notNullable().defaultTo(false);
    t.boolean("no_comment").notNullable().defaultTo(false);
    // The author's local day it was posted.
    t.date("date").notNullable();
    t.integer("sent").notNullable().defaultTo(0);
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["autor_id", "id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("author_messages");
}
