import type { Knex } from "knex";

/**
 * One symptom entry per patient, symptom and day (docs/features/tracking.md). Days that already
 * hold several are merged into the latest (by `created_at`, then id): its intensity stays, details
 * it lacks (duration, comment, migraine type, medication) come from the earlier ones, latest first,
 * triggers add up, and the medication intakes that treated an earlier one now name the kept one.
 */
// Single-word aliases: rows read the same whether or not the connection maps names to camelCase.
interface EventRow {
  id: string;
  owner: string;
  duration: number | null;
  variables: Record<string, unknown> | string | null;
}

/** The most triggers an entry keeps (the API schema's `maxItems`). */
const TRIGGERS_MAX = 20;

function variablesOf(row: EventRow): Record<string, unknown> {
  if (typeof row.variables === "string") return JSON.parse(row.variables) as Record<string, unknown>;
  return row.variables ?? {};
}

/** The kept entry's duration and variables once the earlier entries (oldest first) are merged into it. */
function merged(kept: EventRow, earlier: EventRow[]) {
  let variables: Record<string, unknown> = {};
  let duration: number | null = null;
  const triggers: string[] = [];
  for (const row of [...earlier, kept]) {
    const own = variablesOf(row);
    variables = { ...variables, ...own };
    duration = row.duration ?? duration;
    if (Array.isArray(own.triggers)) triggers.push(...(own.triggers as string[]));
  }
  const unique = [...new Set(triggers)].slice(-TRIGGERS_MAX);
  if (unique.length > 0) variables.triggers = unique;
  else delete variables.triggers;
  return { duration, variables };
}

export async function up(knex: Knex): Promise<void> {
  const groups: { owner: string; symptom: string; day: string }[] = (
    await knex.raw(
      `select user_id as owner, symptom, to_char(date, 'YYYY-MM-DD') as day from symptom_events
        group by user_id, symptom, date having count(*) > 1`,
    )
  ).rows;
  for (const group of groups) {
    const rows: EventRow[] = (
      await knex.raw(
        `select id, user_id as owner, duration, variables from symptom_events
          where user_id = ? and symptom = ? and date = ?::date order by created_at, id`,
        [group.owner, group.symptom, group.day],
      )
    ).rows;
    const kept = rows.at(-1)!;
    const earlier = rows.slice(0, -1);
    const { duration, variables } = merged(kept, earlier);
    const earlierIds = earlier.map((row) => row.id);
    await knex("symptom_events")
      .where({ user_id: kept.owner, id: kept.id })
      .update({ duration, variables: JSON.stringify(variables) });
    await knex("medication_intakes")
      .where({ user_id: kept.owner })
      .whereIn("crisis_id", earlierIds)
      .update({ crisis_id: kept.id });
    await knex("symptom_events").where({ user_id: kept.owner }).whereIn("id", earlierIds).delete();
  }
  await knex.schema.alterTable("symptom_events", (t) => {
    t.unique(["user_id", "symptom", "date"], { indexName: "symptom_events_one_per_day" });
  });
}

/** The merged entries stay merged: only the rule goes. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("symptom_events", (t) => {
    t.dropUnique(["user_id", "symptom", "date"], "symptom_events_one_per_day");
  });
}
