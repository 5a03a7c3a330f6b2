import type { Knex } from "knex";

/**
 * Author links as docs/features/authors.md describes them: a follow starts TO_VALIDATE ("to validate by
 * author"), which the author validates or rejects; the patient may cancel it while it waits and is
 * refunded what the follow cost. The chat's "opened" marks, each side's notification toggle and the
 * pro's call status (docs/features/authors.md) live on the link.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("alter table author_links drop constraint author_links_status_check");
  await knex("author_links").where({ status: "PENDING" }).update({ status: "TO_VALIDATE" });
  await knex.schema.alterTable("author_links", (t) => {
    // When the patient last asked to follow: the refund of a cancelled follow counts from it.
    t.timestamp("requested_at", { useTz: true }).nullable();
    // What that follow cost and for how many months: refunded on a cancel, the end set on validation.
    t.integer("follow_price").notNullable().defaultTo(0);
    t.integer("follow_months").nullable();
    // The chat's "opened" marks: when the author last wrote, when the patient last opened the chat.
    t.timestamp("last_autor_update", { useTz: true }).nullable();
    t.timestamp("last_user_connection", { useTz: true }).nullable();
    t.timestamp("last_autor_connection", { useTz: true }).nullable();
    t.boolean("user_notification").notNullable().defaultTo(true);
    t.boolean("autor_notification").notNullable().defaultTo(true);
    // docs/features/authors.md: a patient who asked to be called (the IOT card's NUMERO_CALL) is TO_CALL until the pro sets NONE.
    t.text("call_status").notNullable().defaultTo("NONE");
  });
  // Checks added by hand: knex's alterTable loses a check's bindings.
  await knex.raw(`alter table author_links
    add constraint author_links_status_check check (status in ('TO_VALIDATE', 'VALIDATED', 'REJECTED', 'CANCELED')),
    add constraint author_links_call_status_check check (call_status in ('TO_CALL', 'NONE')),
    add constraint author_links_follow_price_check check (follow_price >= 0)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("author_links", (t) => {
    t.dropChecks([
      "author_links_call_status_check",
      "author_links_follow_price_check",
      "author_links_status_check",
    ]);
    for (const column of [
      "requested_at",
      "follow_price",
      "follow_months",
      "last_autor_update",
      "last_user_connection",
      "last_autor_connection",
      "user_notification",
      "autor_notification",
      "call_status",
    ]) {
      t.dropColumn(column);
    }
  });
  await knex("author_links").where({ status: "TO_VALIDATE" }).update({ status: "PENDING" });
  await knex.raw(
    "alter table author_links add constraint author_links_status_check check (status in ('VALIDATED', 'PENDING', 'CANCELED'))",
  );
}
