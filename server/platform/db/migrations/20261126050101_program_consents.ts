import type { Knex } from "knex";

/**
 * Programs name the consents they ask for in their subscription conditions (docs/features/programs.md), so a
 * consent id is no longer one of a fixed list: any short identifier is accepted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("alter table consents drop constraint if exists consents_consent_id_check");
  await knex.raw(
    "alter table consents add constraint consents_consent_id_format_check check (consent_id ~ '^[A-Za-z0-9_.:-]{1,100}$')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("alter table consents drop constraint if exists consents_consent_id_format_check");
  await knex("consents").whereNot({ consent_id: "NUMERO_CALL" }).delete();
  await knex.raw(
    "alter table consents add constraint consents_consent_id_check check (consent_id in ('NUMERO_CALL'))",
  );
}
