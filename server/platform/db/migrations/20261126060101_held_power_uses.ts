import type { Knex } from "knex";

/**
 * A LOST_SERIE power the patient holds (bought in the shop, paid through the ledger then) is used
 * without a debit of its own: its use has no ledger entry.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("alter table power_uses alter column ledger_entry_id drop not null");
}

export async function down(knex: Knex): Promise<void> {
  await knex("power_uses").whereNull("ledger_entry_id").delete();
  await knex.raw("alter table power_uses alter column ledger_entry_id set not null");
}
