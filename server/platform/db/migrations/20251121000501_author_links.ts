import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("author_links", (t) => {
    // `<userId>_<autorId>` (docs/features/authors.md): one link per patient and author, extended by each purchase.
    t.text("id").primary();
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("autor_id").notNullable().references("authors.id");
    t.text("status").notNullable();
    // The last day the link is valid (docs/features/authors.md: valid while end is not before today).
    t.date("end").notNullable();
    t.boolean("payed").notNullable().defaultTo(false);
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["patientusers_id", "autor_id"]);
    t.check("?? in ('VALIDATED', 'PENDING', 'CANCELED')", ["status"], "author_links_status_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("author_links");
}
