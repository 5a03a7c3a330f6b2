import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("personal_goals", (t) => {
    t.text("id").primary();
    t.text("patientusers_id").notNullable().references("users.id").onDelete("CASCADE");
    // The data value's key, as daily activities store it (`sleepQuality`).
    t.text("data_value").notNullable();
    t.text("type_of_goal").notNullable();
    t.date("start").notNullable();
    // The day after the last day of the goal: start plus the period.
    t.date("end").notNullable();
    t.text("status").notNullable().defaultTo("INPROGRESS");
    t.double("value").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["patientusers_id", "status", "end"]);
    t.check(
      "?? in ('EVERYDAY_MORE', 'EVERYDAY_LESS', 'AVERAGE_MORE', 'AVERAGE_MESS')",
      ["type_of_goal"],
      "personal_goals_type_of_goal_check",
    );
    t.check("?? in ('INPROGRESS', 'DONE')", ["status"], "personal_goals_status_check");
    t.check("?? > ??", ["end", "start"], "personal_goals_end_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("personal_goals");
}
