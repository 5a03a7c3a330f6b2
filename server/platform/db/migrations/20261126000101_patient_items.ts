import type { Knex } from "knex";

/**
 * What a patient holds (docs/features/accounts.md): elements they own once (pet heads and backgrounds,
 * personalization, images given by awards) and powers they hold as quantities (LOST_SERIE,
 * assistant tokens…). The shop, the awards and the pet all read and write it through
 * `server/core/inventory.ts`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("patient_items", (t) => {
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    // PET_HEAD, PET_BACKGROUND, PERSONALIZATION, POWER…
    t.text("kind").notNullable();
    // The element's id (a head, a background…) or the power's name (LOST_SERIE, ASSISTANT_TOKEN…).
    t.text("item_id").notNullable();
    // What to draw: an `https://` URL or an `s3/image:` stored file; none for powers.
    t.text("image").nullable();
    // 1 for owned elements; the count held for powers.
    t.integer("quantity").notNullable().defaultTo(1);
    // SHOP, AWARD, GIFT_CODE, DEFAULT…
    t.text("source").notNullable();
    t.timestamp("acquired_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["patientusers_id", "kind", "item_id"]);
    t.check("?? >= 0", ["quantity"], "patient_items_quantity_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("patient_items");
}
