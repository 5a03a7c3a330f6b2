import type { Knex } from "knex";

/**
 * The part of a balance that the platform paid for cards and bonuses authors created
 * (docs/features/rewards.md): it buys only the platform's virtual items, never an item of real
 * value nor a payment to an author, so it is never more than the balance.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `alter table bank_accounts add column authored_amount integer not null default 0,
       add constraint bank_accounts_authored_amount_check check (authored_amount >= 0 and authored_amount <= amount)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("alter table bank_accounts drop column authored_amount");
}
