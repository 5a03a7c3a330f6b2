import type { Knex } from "knex";

/**
 * Transfers of a pro's earnings out of the app (docs/features/authors.md `/api/pro/{proId}/transfer`): the
 * ledger debit that emptied the balance and what the payout provider answered.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("payouts", (t) => {
    t.text("id").primary();
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("autor_id").notNullable().references("authors.id").onDelete("CASCADE");
    t.integer("amount").notNullable();
    // `sandbox` (the local default: nothing is paid) or the provider that paid.
    t.text("provider").notNullable();
    t.text("status").notNullable();
    t.text("provider_reference").notNullable();
    t.text("ledger_entry_id").notNullable().unique().references("ledger_entries.id");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["patientusers_id", "created_at"]);
    t.check("?? > 0", ["amount"], "payouts_amount_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("payouts");
}
