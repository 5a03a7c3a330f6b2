import type { Knex } from "knex";

/**
 * The paid period of an author link (docs/features/authors.md, "Linked patients"): from which day
 * the running paid time counts and what was paid for it (what reached the pro), so that a pro who
 * ends the link gives back the unused days pro rata (engine/rewards/linkEndRefund.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("author_links", (t) => {
    // The first day of the paid time that runs until `end`; null when none was paid.
    t.date("paid_since").nullable();
    // The rewards paid to the pro for that time, summed over the purchases that extended it.
    t.integer("paid_amount").notNullable().defaultTo(0);
  });
  await knex.raw(
    "alter table author_links add constraint author_links_paid_amount_check check (paid_amount >= 0)",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("alter table author_links drop constraint author_links_paid_amount_check");
  await knex.schema.alterTable("author_links", (t) => {
    t.dropColumn("paid_amount");
    t.dropColumn("paid_since");
  });
}
