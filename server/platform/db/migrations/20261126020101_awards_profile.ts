import type { Knex } from "knex";

/**
 * docs/features/rewards.md: the awards a patient claimed, their social profile, the profile fields of the patient
 * info, and consents beyond NUMERO_CALL (the profile's consents; the ids the app offers are in
 * engine/accounts/consents.ts, so the database only checks their shape).
 */
export async function up(knex: Knex): Promise<void> {
  // One row per award claimed (content/awards.json); the primary key makes a claim happen once.
  await knex.schema.createTable("user_awards", (t) => {
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("award_id").notNullable();
    t.integer("rewards").notNullable().defaultTo(0);
    t.timestamp("claimed_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["patientusers_id", "award_id"]);
  });

  // The community face of a patient; its id is the patient's id.
  await knex.schema.createTable("social_profiles", (t) => {
    t.text("id").primary().references("users.id").onDelete("CASCADE");
    t.text("pseudo").notNullable().defaultTo("");
    t.text("bio").notNullable().defaultTo("");
    // The award whose social title is shown; only an award the patient claimed.
    t.text("title").nullable();
    // Reactions the patient's posts received: the community's reactions add to it.
    t.integer("reaction_counter").notNullable().defaultTo(0);
    t.text("default_share").notNullable().defaultTo("ALL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("char_length(??) <= 30", ["pseudo"], "social_profiles_pseudo_check");
    t.check("char_length(??) <= 150", ["bio"], "social_profiles_bio_check");
    t.check("?? >= 0", ["reaction_counter"], "social_profiles_reaction_counter_check");
  });

  await knex.schema.alterTable("patient_info", (t) => {
    t.text("first_name").nullable();
    t.date("date_of_birth").nullable();
    t.text("gender").nullable();
    t.text("country").nullable();
    t.text("zipcode").nullable();
    t.text("csp_code").nullable();
    t.double("weight").nullable();
    t.double("height").nullable();
    t.text("mutuelle").nullable();
    t.text("pharmacie").nullable();
    t.text("company").nullable();
    t.boolean("smoker").nullable();
    t.jsonb("notification").notNullable().defaultTo("[]");
    t.boolean("daily_mail").notNullable().defaultTo(false);
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    "alter table patient_info add constraint patient_info_gender_check check (gender in ('male', 'female', 'other', 'NA'))",
  );

  await knex.raw("alter table consents drop constraint consents_consent_id_check");
  await knex.raw(
    "alter table consents add constraint consents_consent_id_check check (consent_id ~ '^[A-Za-z][A-Za-z0-9_]{0,63}$')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex("consents").whereNot({ consentId: "NUMERO_CALL" }).delete();
  await knex.raw("alter table consents drop constraint consents_consent_id_check");
  await knex.raw(
    "alter table consents add constraint consents_consent_id_check check (consent_id in ('NUMERO_CALL'))",
  );
  await knex.raw("alter table patient_info drop constraint patient_info_gender_check");
  await knex.schema.alterTable("patient_info", (t) => {
    for (const column of [
      "first_name",
      "date_of_birth",
      "gender",
      "country",
      "zipcode",
      "csp_code",
      "weight",
      "height",
      "mutuelle",
      "pharmacie",
      "company",
      "smoker",
      "notification",
      "daily_mail",
      "updated_at",
    ]) {
      t.dropColumn(column);
    }
  });
  await knex.schema.dropTable("social_profiles");
  await knex.schema.dropTable("user_awards");
}
