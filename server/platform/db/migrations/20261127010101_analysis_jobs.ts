import type { Knex } from "knex";

/**
 * What the job queue computes and expires (docs/features/analysis.md):
 * - `correlations`: every test of a patient's (symptom, data value, lag) over the 30-day window, the
 *   ones that passed the false discovery control marked `found` (the answer counts the others as tested);
 * - `value_analyses`: the weekly wrap-ups (WEEKLY_WRAP_UP, SYMPTOM_WEEKLY_WRAP_UP) over 6 days;
 * - `analysis_runs`: when each kind was last computed for a patient and over which days, so a read
 *   tells "never computed" from "computed, nothing found";
 * - author links past their end move from VALIDATED to EXPIRED, connections past their expiration
 *   date get `expired_at` (their status stays derived from the date, engine/sharing/connections.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("analysis_runs", (t) => {
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("kind").notNullable();
    t.date("window_from").notNullable();
    t.date("window_to").notNullable();
    t.timestamp("computed_at", { useTz: true }).notNullable();
    t.primary(["patientusers_id", "kind"]);
    t.check("?? in ('correlations', 'wrapUps')", ["kind"], "analysis_runs_kind_check");
  });

  await knex.schema.createTable("correlations", (t) => {
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    // `${symptom}_${dataValue}_${lag}`, the id the answer gives.
    t.text("id").notNullable();
    t.text("symptom").notNullable();
    t.text("data_value").notNullable();
    t.text("lag").notNullable();
    t.double("correlation").notNullable();
    t.double("p_value").notNullable();
    t.integer("paired_days").notNullable();
    // The Benjamini–Hochberg adjusted p-value (the answer's adjustedPValue).
    t.double("q_value").notNullable();
    t.double("confidence_score").notNullable();
    // Passed the false discovery control (and ρ ≠ 0): shown; the others were only tested.
    t.boolean("found").notNullable();
    t.date("window_from").notNullable();
    t.date("window_to").notNullable();
    t.timestamp("computed_at", { useTz: true }).notNullable();
    t.primary(["patientusers_id", "id"]);
    t.check("?? in ('sameDay', 'nextDay')", ["lag"], "correlations_lag_check");
  });

  await knex.schema.createTable("value_analyses", (t) => {
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("id").notNullable();
    t.text("type").notNullable();
    t.text("value").notNullable();
    t.text("symptom").nullable();
    // A percent, 0 to 100 (engine/analysis/weeklyWrapUp.ts says what it measures for each type).
    t.integer("score").notNullable();
    // The days the score rests on.
    t.integer("days").notNullable();
    t.date("window_from").notNullable();
    t.date("window_to").notNullable();
    t.timestamp("computed_at", { useTz: true }).notNullable();
    t.primary(["patientusers_id", "id"]);
    t.check("?? in ('WEEKLY_WRAP_UP', 'SYMPTOM_WEEKLY_WRAP_UP')", ["type"], "value_analyses_type_check");
    t.check("?? between 0 and 100", ["score"], "value_analyses_score_check");
  });

  await knex.schema.alterTable("connections", (t) => {
    // When the expiry job saw the expiration date pass (the status reads the date itself).
    t.timestamp("expired_at", { useTz: true }).nullable();
  });
  await knex.raw(`alter table author_links drop constraint author_links_status_check,
    add constraint author_links_status_check
      check (status in ('TO_VALIDATE', 'VALIDATED', 'REJECTED', 'CANCELED', 'EXPIRED'))`);
  await knex.raw(
    `create index author_links_validated_end on author_links ("end") where status = 'VALIDATED'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("drop index author_links_validated_end");
  await knex("author_links").where({ status: "EXPIRED" }).update({ status: "VALIDATED" });
  await knex.raw(`alter table author_links drop constraint author_links_status_check,
    add constraint author_links_status_check
      check (status in ('TO_VALIDATE', 'VALIDATED', 'REJECTED', 'CANCELED'))`);
  await knex.schema.alterTable("connections", (t) => t.dropColumn("expired_at"));
  await knex.schema.dropTable("value_analyses");
  await knex.schema.dropTable("correlations");
  await knex.schema.dropTable("analysis_runs");
}
