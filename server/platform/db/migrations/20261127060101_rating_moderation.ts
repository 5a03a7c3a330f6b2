import type { Knex } from "knex";

/**
 * A rating's comment goes through the community moderation queue (server/features/moderation/moderationQueue.ts):
 * `status` is null without a comment, "to check" until an admin decides, then "validated" or
 * "refused". The stars count at once; the comment is public once validated. Comments written
 * before moderation existed wait for an admin too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("study_ratings", (t) => {
    t.text("status").nullable();
    t.text("language").notNullable().defaultTo("fr");
    t.text("moderation_reason").nullable();
    t.text("moderated_by").nullable().references("users.id").onDelete("SET NULL");
    t.timestamp("moderated_at", { useTz: true }).nullable();
    t.timestamp("visible_at", { useTz: true }).nullable();
    t.check(
      "(comment is null and status is null) or (comment is not null and status in ('to check', 'validated', 'refused'))",
      [],
      "study_ratings_status_check",
    );
    t.index(["status", "created_at"]);
  });
  await knex("study_ratings").whereNotNull("comment").update({ status: "to check" });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("study_ratings", (t) => {
    t.dropIndex(["status", "created_at"]);
    t.dropChecks(["study_ratings_status_check"]);
    t.dropColumns("status", "language", "moderation_reason", "moderated_by", "moderated_at", "visible_at");
  });
}
