import crypto from "node:crypto";
import type { Knex } from "knex";

/**
 * The daily reminder (docs/features/reminders.md). The e-mail reminder is the profile's `daily_mail`
 * (one setting, read and written by the profile and the reminders alike); `patient_info` gains the
 * push reminder and the chosen time. `push_subscriptions` keeps each browser a patient subscribed,
 * one row per endpoint. `reminder_deliveries` has one row per patient and local day a reminder went
 * out: the job claims it before sending, so two workers never remind twice.
 *
 * Two secrets join `server_keys`: `reminderUnsubscribe` keys the HMAC of the unsubscribe links, and
 * `vapid` holds the Web Push key pair (P-256, base64url, as the `web-push` library reads it) used when
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("patient_info", (t) => {
    t.boolean("reminder_push").notNullable().defaultTo(false);
    t.text("reminder_time").notNullable().defaultTo("19:00");
  });
  await knex.raw(
    "alter table patient_info add constraint patient_info_reminder_time_check check (reminder_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')",
  );

  await knex.schema.createTable("push_subscriptions", (t) => {
    t.text("endpoint").primary();
    t.text("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("p256dh").notNullable();
    t.text("auth").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id"]);
  });

  await knex.schema.createTable("reminder_deliveries", (t) => {
    t.text("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.date("day").notNullable();
    t.timestamp("sent_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["user_id", "day"]);
  });

  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  // The private scalar is 32 bytes; its leading zero bytes are left out by getPrivateKey.
  const scalar = ecdh.getPrivateKey();
  const vapid = {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString("base64url"),
  };
  await knex("server_keys").insert([
    { name: "reminderUnsubscribe", value: crypto.randomBytes(32).toString("base64") },
    { name: "vapid", value: JSON.stringify(vapid) },
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await knex("server_keys").whereIn("name", ["reminderUnsubscribe", "vapid"]).delete();
  await knex.schema.dropTable("reminder_deliveries");
  await knex.schema.dropTable("push_subscriptions");
  await knex.raw("alter table patient_info drop constraint patient_info_reminder_time_check");
  await knex.schema.alterTable("patient_info", (t) => {
    t.dropColumn("reminder_push");
    t.dropColumn("reminder_time");
  });
}
